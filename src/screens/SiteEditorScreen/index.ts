export { SiteEditorScreen } from './SiteEditorScreen';
export type { SiteEditorScreenProps } from './SiteEditorScreen';
export { SitePreview, PREVIEW_VIEWS, type PreviewView, type SitePreviewProps } from './SitePreview';
export {
  DISCOUNT_CODE_STATUSES,
  SIGNUP_POLICIES,
  SITE_EDITOR_TABS,
  decimalToMinor,
  minorToDecimal,
  parseWhole,
  previewPackage,
  splitList,
  tabOfField,
  type DiscountCodeStatus,
  type MinimumMessageCostValues,
  type SignupPolicy,
  type SiteCompanyValues,
  type SiteDiscountCodeRow,
  type SiteDiscountCodeValues,
  type SiteEditorTab,
  type SiteFormField,
  type SiteFormValues,
  type SitePackageRow,
  type SitePackageValues,
} from './siteForm';
