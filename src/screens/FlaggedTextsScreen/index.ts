export { FlaggedTextsScreen } from './FlaggedTextsScreen';
export type { FlaggedTextItem, FlaggedTextsScreenProps } from './FlaggedTextsScreen';
export { highlightTerms, type TextRun } from './highlightTerms';
