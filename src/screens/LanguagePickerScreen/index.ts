export { LanguagePickerScreen } from './LanguagePickerScreen';
export type { LanguagePickerScreenProps } from './LanguagePickerScreen';
