export { Countdown } from './Countdown';
export type { CountdownProps } from './Countdown';
