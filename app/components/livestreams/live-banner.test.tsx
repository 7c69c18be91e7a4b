// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveBannerState } from '../../../core/livestreams/live-banner-state';
import { LiveBanner } from './live-banner';

afterEach(cleanup);

function renderBanner(state: LiveBannerState, path: string) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <LiveBanner state={state} /> }]);
  return render(<Stub initialEntries={[path]} />);
}

describe('LiveBanner after the edition (decision 164)', () => {
  it('thanks and says the edition is over, in Czech and in English', async () => {
    renderBanner({ current: [], editionOver: true }, '/zive-prenosy');
    expect((await screen.findByRole('status')).textContent).toContain('Letošní ročník skončil');
    cleanup();
    renderBanner({ current: [], editionOver: true }, '/en/livestreams');
    expect((await screen.findByRole('status')).textContent).toContain('This year’s edition is over');
  });

  it('shows nothing while the edition runs and nothing is ahead', () => {
    const { container } = renderBanner({ current: [], editionOver: false }, '/en/livestreams');
    expect(container.querySelector('.live-banner')).toBeNull();
  });
});
