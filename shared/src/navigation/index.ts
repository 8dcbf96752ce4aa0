export {
  bannerFor,
  companyStateOf,
  navigationFor,
  NAVIGATION_ITEMS,
  type CompanyBanner,
  type CompanyState,
  type CompanyStatusFlags,
  type NavigationItem,
} from './navigation.js';
