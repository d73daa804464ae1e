import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MODULE_GROUPS, MODULES } from "../../../../core/modules";

/** The main navigation, grouped by module; only the modules the user may use are listed. */
export function MainNav({ moduleKeys }: { moduleKeys: string[] }) {
  const { t } = useTranslation();
  const allowed = new Set(moduleKeys);
  const groups = MODULE_GROUPS.map((group) => ({
    group,
    modules: MODULES.filter((module) => module.group === group && allowed.has(module.key)),
  })).filter(({ modules }) => modules.length > 0);
  return (
    <nav className="site-nav" aria-label={t("layout.primaryNav")}>
      <ul className="nav-groups">
        {groups.map(({ group, modules }) => (
          <li key={group}>
            <span className="nav-group-name" id={`nav-group-${group}`}>
              {t(`nav.group.${group}`)}
            </span>
            <ul aria-labelledby={`nav-group-${group}`}>
              {modules.map((module) => (
                <li key={module.key}>
                  <NavLink to={module.path} end={module.path === "/main"}>
                    {t(`nav.module.${module.key}.name`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
