export {
  bannerFor,
  companyStateOf,
  isReachable,
  navigationItemAt,
  navigationFor,
  NAVIGATION_ITEMS,
  rolesReaching,
  USER_SETTINGS_PATH,
  type CompanyBanner,
  type CompanyState,
  type CompanyStatusFlags,
  type NavigationItem,
} from './navigation.js';
