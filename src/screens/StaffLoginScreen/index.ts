export { StaffLoginScreen, STAFF_LOGIN_STEPS, groupSecret, svgImageSource } from './StaffLoginScreen';
export type { StaffEnrolment, StaffLoginField, StaffLoginScreenProps, StaffLoginStep, StaffLoginValues, StaffNewPasswordValues } from './StaffLoginScreen';
