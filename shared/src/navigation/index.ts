export {
  bannerFor,
  companyStateOf,
  navigationFor,
  NAVIGATION_ITEMS,
  USER_SETTINGS_PATH,
  type CompanyBanner,
  type CompanyState,
  type CompanyStatusFlags,
  type NavigationItem,
} from './navigation.js';
