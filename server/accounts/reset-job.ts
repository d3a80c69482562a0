/** The job that looks a reset address up and mails it, after the answer (SEC-4; server/accounts/routes.ts). */
export const RESET_MAIL_JOB = 'accounts.password_reset_mail';

export interface ResetMailJob {
  /** The site's domain: the job resolves the site as it is when it runs. */
  readonly domain: string;
  /** Origin of the mailed link. */
  readonly origin: string;
  readonly ip: string;
  readonly language: string;
  /** The address as typed (the "no account" mail goes to it). */
  readonly email: string;
  /** When the reset was asked for (ISO): the link's hour counts from then. */
  readonly at: string;
}

declare module '../jobs/types' {
  interface JobPayloads {
    [RESET_MAIL_JOB]: ResetMailJob;
  }
}
