// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../locales/i18n';
import { allResources } from '../../locales/resources';
import { SearchFilters } from '../../src/components/SearchFilters';
import type { SearchFilterValues } from '../../src/components/SearchFilters/shownFilters';
import { getTheme } from '../../theme';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = createI18n({ language: 'en', resources: allResources() });
const container = document.createElement('div');
document.body.append(container);
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.innerHTML = '';
});

function filters(props: { onFiltersChange: (filters: SearchFilterValues) => void; regions?: Record<string, never[]>; current?: SearchFilterValues }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={getTheme(1)}>
        <SearchFilters filters={{ ...props.current }} genders={['woman', 'man', 'any']} countries={['NL', 'DE']} regions={props.regions ?? {}} onFiltersChange={props.onFiltersChange} />
      </ThemeProvider>
    </I18nextProvider>
  );
}

const select = (name: string) => container.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
function choose(name: string, value: string) {
  select(name).value = value;
  select(name).dispatchEvent(new Event('change', { bubbles: true }));
}

describe('SearchFilters on a server-rendered page', () => {
  it('keeps the choices a member made before the page was hydrated, through later renders', async () => {
    const onFiltersChange = vi.fn();
    const errors: unknown[] = [];
    container.innerHTML = renderToString(filters({ onFiltersChange }));
    // Chosen on the server's HTML, before the scripts have run: only the fields know.
    choose('max_age', '44');
    choose('min_age', '44');
    choose('country', 'DE');
    await act(async () => {
      root = hydrateRoot(container, filters({ onFiltersChange }), { onRecoverableError: (error) => void errors.push(error) });
    });
    // Something else renders the form again (new regions arrive, the search answers …).
    await act(async () => root!.render(filters({ onFiltersChange, regions: { DE: [] } })));
    expect([select('min_age').value, select('max_age').value, select('country').value]).toEqual(['44', '44', 'DE']);

    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ min_age: 44, max_age: 44, country: 'DE' }));
    expect(errors).toEqual([]);
  });

  it('keeps choices being made when the page renders again with the same search, and follows a new one', async () => {
    const onFiltersChange = vi.fn();
    container.innerHTML = renderToString(filters({ onFiltersChange }));
    await act(async () => {
      root = hydrateRoot(container, filters({ onFiltersChange }));
    });
    await act(async () => choose('max_age', '40'));
    // The members page renders again (results, likes, a new message count) with an equal, newly built filters object.
    await act(async () => root!.render(filters({ onFiltersChange, regions: { DE: [] } })));
    expect(select('max_age').value).toBe('40');
    // A reset from outside does replace the draft.
    await act(async () => root!.render(filters({ onFiltersChange, current: { min_age: 30, max_age: 35 } })));
    expect([select('min_age').value, select('max_age').value]).toEqual(['30', '35']);
  });
});
