/** Hours, minutes and seconds of a remaining time; negative and non-finite times count as zero. */
export interface CountdownParts {
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownParts(totalSeconds: number): CountdownParts {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * SPEC §4 time bonus: zero-padded hh:mm:ss. 14400 → "04:00:00", 59 → "00:00:59", negative → "00:00:00";
 * 100 hours or more keep growing the hours ("100:00:00").
 */
export function formatCountdown(totalSeconds: number): string {
  const { hours, minutes, seconds } = countdownParts(totalSeconds);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** The ISO 8601 duration for `<time dateTime>`: 14399 → "PT3H59M59S". */
export function countdownDateTime(totalSeconds: number): string {
  const { hours, minutes, seconds } = countdownParts(totalSeconds);
  return `PT${hours}H${minutes}M${seconds}S`;
}
