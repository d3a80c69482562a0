/**
 * How a benchmark hands its figures to the runner (bench/run.ts): one line `BENCH_RESULT {json}` on stdout, after the
 * human-readable figures it prints anyway. Run alone, a benchmark just prints that line too.
 */
export const RESULT_PREFIX = 'BENCH_RESULT ';

export interface BenchRow {
  /** What was measured, e.g. "GET /api/user.php". */
  readonly what: string;
  /** The figure, formatted with its unit, e.g. "1,234 req/s". */
  readonly figure: string;
  /** The baseline measured in the same run, formatted, e.g. "7,000 req/s (bare Node HTTP)". */
  readonly baseline: string;
  /** figure / baseline, or null when not meaningful. */
  readonly ratio: number | null;
}

export interface BenchResult {
  readonly bench: string;
  readonly rows: readonly BenchRow[];
  readonly notes?: readonly string[];
}

export function reportResult(result: BenchResult): void {
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(result)}\n`);
}

export const number = (value: number, digits = 0): string =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
