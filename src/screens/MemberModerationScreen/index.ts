export { MemberModerationScreen, USER_STATUS_TONES } from './MemberModerationScreen';
export type {
  MemberComplaint,
  MemberFlag,
  MemberLedgerEntry,
  MemberModerationPhoto,
  MemberModerationScreenProps,
  MemberModerationSession,
  MemberModerationView,
  MemberSearchHit,
} from './MemberModerationScreen';
export { CreditCorrectionDialog, type CreditCorrectionDialogProps } from './CreditCorrectionDialog';
export { checkCreditCorrection, CREDIT_CORRECTION_LIMITS, type CreditCorrectionCheck, type CreditCorrectionProblem } from './creditCorrection';
