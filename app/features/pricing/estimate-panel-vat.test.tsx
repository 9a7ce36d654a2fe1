/**
 * The instant price says VAT is in it only for a VAT-registered business (`VAT_NUMBER` set, sent
 * by the API as `vatIncluded`): a business not registered charges no VAT and must not imply it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EstimatePanel } from './estimate-panel.tsx';
import type { Estimate } from './estimate.ts';

const estimate: Estimate = {
  total: 42_000,
  currency: 'GBP',
  vehicle: '16-Seat Minibus',
  vehicles: ['16-seat'],
  lines: [],
  distanceMiles: 150,
  tariffVersion: 'v4',
  indicative: true,
};

function render(vatIncluded: boolean, path: '/' | '/cy/'): string {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => <EstimatePanel state={{ status: 'priced', estimate, vatIncluded }} />,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />).replaceAll('&#x27;', "'");
}

describe('the instant price’s VAT wording', () => {
  it('says "all charges" without VAT when the business is not VAT-registered', () => {
    const en = render(false, '/');
    expect(en).toContain('Includes driver, fuel and all charges.');
    expect(en).toContain('Total, every charge included');
    expect(en).not.toContain('VAT');
    const cy = render(false, '/cy/');
    expect(cy).toContain('Yn cynnwys gyrrwr, tanwydd a phob tâl.');
    expect(cy).toContain('Cyfanswm, gan gynnwys pob tâl');
    expect(cy).not.toContain('TAW');
  });

  it('keeps the VAT wording when the business charges VAT', () => {
    const en = render(true, '/');
    expect(en).toContain('Includes driver, fuel, VAT and all charges.');
    expect(en).toContain('Total, VAT and every charge included');
    const cy = render(true, '/cy/');
    expect(cy).toContain('Yn cynnwys gyrrwr, tanwydd, TAW a phob tâl.');
    expect(cy).toContain('Cyfanswm, gan gynnwys TAW a phob tâl');
  });
});
