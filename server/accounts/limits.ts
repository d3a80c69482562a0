import { DELETE_GRACE_DAYS } from '../../contract/constants';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface RateRule {
  /** Events allowed inside one window. */
  readonly limit: number;
  /** Sliding window length. */
  readonly windowMs: number;
}

/**
 * Every limit of the accounts area in one table (SEC-3, SEC-6, SEC-23). "Per address" limits count by the submitted,
 * normalised email whether or not it has an account, so known and unknown addresses behave alike (SEC-4).
 */
export const RATE_LIMITS = {
  /** Password attempts on one account (SPEC §8 "account blocked for {minutes} minutes"). */
  loginPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  /**
   * Failed password attempts from one IP address, over all accounts. Past it the address is "hot", not blocked: a
   * shared office or carrier address must not lock out other people's correct passwords (issue 16), so each account
   * then gets only `loginPerIpAccountWhenHot` attempts from that address.
   */
  loginPerIp: { limit: 50, windowMs: 15 * MINUTE },
  /** Attempts on one account from a hot address (above): a typo and a retry, then that pair waits. */
  loginPerIpAccountWhenHot: { limit: 2, windowMs: 15 * MINUTE },
  /** Wrong current passwords when changing email or password, or deleting the account. */
  reauthPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  signupPerIp: { limit: 5, windowMs: HOUR },
  activationMailPerAccountHour: { limit: 3, windowMs: HOUR },
  activationMailPerAccountDay: { limit: 10, windowMs: DAY },
  /** SPEC §8 "too many reset mails (try tomorrow)". */
  resetMailPerAddress: { limit: 3, windowMs: DAY },
  resetMailPerIp: { limit: 20, windowMs: HOUR },
  reactivationMailPerAddress: { limit: 3, windowMs: DAY },
  reactivationMailPerIp: { limit: 10, windowMs: HOUR },
  mailChangePerAccount: { limit: 5, windowMs: DAY },
} as const satisfies Record<string, RateRule>;

/** The longest window above: older events are pruned. */
export const LONGEST_RATE_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowMs));

/** How long each mailed link stays valid. */
export const TOKEN_TTL_MS = {
  activation: 7 * DAY,
  reset: HOUR,
  mail_change: DAY,
  reactivate: DELETE_GRACE_DAYS * DAY,
} as const;

export const DELETE_GRACE_MS = DELETE_GRACE_DAYS * DAY;
