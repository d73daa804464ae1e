import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A group of the navigation with the modules of it the user may use, in menu order. */
export interface NavGroup {
  group: string;
  modules: { key: string; path: string }[];
}

/**
 * The main navigation, grouped by module; only the modules the user may use are listed. The groups come
 * from the layout's loader (navGroups), so the product's module list stays on the server and out of
 * every page's first-visit JavaScript.
 */
export function MainNav({ groups }: { groups: NavGroup[] }) {
  const { t } = useTranslation();
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
