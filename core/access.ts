import { MODULES, type ProductModule } from "./modules";
import { hasAll, hasAny, type Permissions } from "./permissions";

export interface AccessSubject {
  permissions: Permissions;
  features: Record<string, boolean>;
  /** Whether the exposure register applies to the user (they read their own records). */
  exposure?: boolean;
}

/** Whether the user's permissions and the company's feature flags allow a module. */
export function mayUse(user: AccessSubject, module: ProductModule): boolean {
  if (module.feature && !user.features[module.feature]) return false;
  if (module.requires?.all && !hasAll(user.permissions, module.requires.all)) return false;
  if (
    module.requires?.any &&
    !hasAny(user.permissions, module.requires.any) &&
    !(module.requires.orExposureSwitch && user.exposure === true)
  ) {
    return false;
  }
  if (
    module.requires?.anyOfAll &&
    !module.requires.anyOfAll.some((group) => hasAll(user.permissions, group))
  ) {
    return false;
  }
  return true;
}

/** The built modules the user may open, in menu order. */
export function usableModules(user: AccessSubject): ProductModule[] {
  return MODULES.filter((module) => module.built && mayUse(user, module));
}
