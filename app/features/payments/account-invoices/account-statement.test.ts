import { describe, expect, it } from 'vitest';
import { accountStatement, longOverdue, type LedgerInvoice } from './account-statement.ts';

const invoice = (number: number, issuedOn: string, dueOn: string, totalPence: number) =>
  ({ number, kind: 'vat-invoice', issuedOn, dueOn, totalPence, corrects: null }) as LedgerInvoice;

const OCTOBER = invoice(10, '2026-10-01', '2026-10-31', 50_000);
const NOVEMBER = invoice(20, '2026-11-01', '2026-12-01', 80_000);
const DECEMBER = invoice(30, '2026-12-01', '2026-12-31', 120_000);
const CREDIT: LedgerInvoice = {
  number: 25,
  kind: 'credit-note',
  issuedOn: '2026-11-20',
  dueOn: '2026-11-20',
  totalPence: 5_000,
  corrects: 20,
};

describe('an account statement', () => {
  const payments = [
    {
      id: 1,
      receivedOn: '2026-10-20',
      amountPence: 50_000,
      reference: 'BACS 1',
      allocations: [{ invoiceNumber: 10, amountPence: 50_000 }],
    },
    {
      id: 2,
      receivedOn: '2026-11-25',
      amountPence: 30_000,
      reference: 'BACS 2',
      allocations: [{ invoiceNumber: 20, amountPence: 30_000 }],
    },
  ];
  const statement = accountStatement([OCTOBER, NOVEMBER, CREDIT, DECEMBER], payments, {
    from: '2026-11-01',
    to: '2026-12-01',
  });

  it('opens with what was owed before the period and adds up to its closing balance', () => {
    expect(statement.openingPence).toBe(0);
    expect(statement.entries.map((e) => [e.kind, e.amountPence])).toEqual([
      ['invoice', 80_000],
      ['credit-note', -5_000],
      ['payment', -30_000],
      ['invoice', 120_000],
    ]);
    expect(statement.closingPence).toBe(80_000 - 5_000 - 30_000 + 120_000);
    expect(statement.open.map((o) => [o.number, o.leftPence])).toEqual([
      [20, 45_000],
      [30, 120_000],
    ]);
  });

  it('ages what is left by days past due: nothing overdue on the due date itself', () => {
    expect(statement.aged.notYetDuePence).toBe(165_000);
    expect(statement.overduePence).toBe(0);
    const later = accountStatement([OCTOBER, NOVEMBER, CREDIT, DECEMBER], payments, {
      from: '2026-12-01',
      to: '2027-01-15',
    });
    expect(later.openingPence).toBe(45_000);
    expect(later.aged.days31to60Pence).toBe(45_000);
    expect(later.aged.days1to30Pence).toBe(120_000);
    expect(later.overduePence).toBe(165_000);
  });

  it('flags an invoice more than 30 days past due, not one 30 days past', () => {
    expect(longOverdue([NOVEMBER], [], '2026-12-31')).toEqual([]);
    expect(longOverdue([NOVEMBER], [], '2027-01-01')).toEqual([
      { number: 20, issuedOn: '2026-11-01', dueOn: '2026-12-01', leftPence: 80_000 },
    ]);
  });
});
