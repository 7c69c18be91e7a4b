// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { partOnDemand } from './part-on-demand';
import { preloadPartsOnDemand, preloadPartsShown } from './parts-shown';

function counted(text: string) {
  const loads = { count: 0 };
  const Part = partOnDemand(
    () => {
      loads.count += 1;
      return Promise.resolve(({ name }: { name: string }) => <p className="shown-part">{`${text} ${name}`}</p>);
    },
    [],
    `.${text}`,
  );
  return { Part, loads };
}

describe('partOnDemand (decision 189)', () => {
  it('loads, before hydrating, only the parts whose markup the page shows, once each', async () => {
    const shown = counted('part-shown');
    const hidden = counted('part-hidden');
    document.body.innerHTML = '<main><section class="part-shown">server markup</section></main>';
    await preloadPartsShown(document, 'cs');
    await preloadPartsShown(document, 'cs');
    expect(shown.loads.count).toBe(1);
    expect(hidden.loads.count).toBe(0);
  });

  it('renders loaded parts at once, as the server does after preloadPartsOnDemand, with no fallback in the HTML', async () => {
    const { Part } = counted('part-rendered');
    await preloadPartsOnDemand();
    const html = renderToString(
      <MemoryRouter initialEntries={['/']}>
        <Part name="Ada" />
      </MemoryRouter>,
    );
    expect(html).toContain('<p class="shown-part">part-rendered Ada</p>');
  });

  it('loads a part for a navigation through preload, and a failed load may be tried again', async () => {
    let fail = true;
    const Part = partOnDemand(
      () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(() => <p>loaded</p>)),
      [],
      '.part-retried',
    );
    await expect(Part.preload('en')).rejects.toThrow('offline');
    fail = false;
    await expect(Part.preload('en')).resolves.toBeUndefined();
  });
});
