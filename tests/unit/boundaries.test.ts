import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps ARCHITECTURE.md's import directions must actually fire: lint virtual files in each layer.
const eslint = new ESLint({ cwd: process.cwd() });

async function lintAs(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'house/import-boundaries').map((message) => message.message);
}

// The first lint loads the config and the TypeScript parser: seconds on a loaded machine, not Vitest's default 5.
describe('import boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['src/components/X/X.tsx', "import useSWR from 'swr';\nexport const x = useSWR;"],
    ['src/components/X/X.tsx', "import { Link } from 'react-router-dom';\nexport const x = Link;"],
    ['src/screens/XScreen/XScreen.tsx', "import { x } from '../../../app/router';\nexport const y = x;"],
    ['src/layout/Nav/Nav.tsx', "import { x } from '../../../server/app';\nexport const y = x;"],
    ['src/components/X/X.tsx', "export const load = () => fetch('/api/user.php');"],
    ['app/routes/index.tsx', "import { x } from '../../server/app';\nexport const y = x;"],
    ['server/sites/service.ts', "import { Button } from '../../src/components/Button';\nexport const y = Button;"],
    ['server/sites/service.ts', "import { x } from '../../app/router';\nexport const y = x;"],
    ['contract/x.ts', "import { x } from '../theme';\nexport const y = x;"],
    ['theme/x.ts', "import { x } from '../contract/constants';\nexport const y = x;"],
  ])('refuses %s importing across the architecture', async (file, code) => {
    expect(await lintAs(file, code)).not.toHaveLength(0);
  });

  it.each([
    ['src/components/X/X.tsx', "import { BADGE_CAP } from '../../../contract/constants';\nexport const y = BADGE_CAP;"],
    ['app/routes/index.tsx', "import { x } from '../../src/screens/X';\nexport const y = x;"],
    ['server/sites/service.ts', "import { ROUTES } from '../../contract/routes';\nexport const y = ROUTES;"],
  ])('allows %s importing along the architecture', async (file, code) => {
    expect(await lintAs(file, code)).toEqual([]);
  });
});
