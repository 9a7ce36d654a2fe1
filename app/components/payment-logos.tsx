import type { ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';

/**
 * Small card-style marks for the payment methods Bus4U accepts. They are simplified
 * representations drawn inline (no external images), each announced by name to screen readers.
 */

const FONT = 'Arial, Helvetica, sans-serif';

type CardProps = { label: string; bg?: string; border?: string; children: ReactNode };

function Card({ label, bg = '#ffffff', border = '#d5dbe3', children }: CardProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 44 28"
      width={44}
      height={28}
      xmlns="http://www.w3.org/2000/svg"
      className="block h-7 w-11"
    >
      <title>{label}</title>
      <rect x="0.5" y="0.5" width="43" height="27" rx="4" fill={bg} stroke={border} />
      {children}
    </svg>
  );
}

function Wordmark({
  x = 22,
  y = 18,
  size = 10,
  fill,
  italic = false,
  children,
}: {
  x?: number;
  y?: number;
  size?: number;
  fill: string;
  italic?: boolean;
  children: ReactNode;
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      fontFamily={FONT}
      fontWeight={700}
      fontSize={size}
      fontStyle={italic ? 'italic' : undefined}
      fill={fill}
    >
      {children}
    </text>
  );
}

export function VisaMark() {
  return (
    <Card label="Visa">
      <Wordmark y={18.2} size={11.5} fill="#1a1f71" italic>
        VISA
      </Wordmark>
      <path d="M9 20.6h26" stroke="#f7b600" strokeWidth="1.4" strokeLinecap="round" />
    </Card>
  );
}

export function MastercardMark() {
  return (
    <Card label="Mastercard" bg="#1f2430" border="#1f2430">
      <circle cx="18" cy="14" r="7.5" fill="#eb001b" />
      <circle cx="26" cy="14" r="7.5" fill="#f79e1b" />
      <path d="M22 7.65a7.5 7.5 0 0 1 0 12.7a7.5 7.5 0 0 1 0-12.7Z" fill="#ff5f00" />
    </Card>
  );
}

export function AmexMark() {
  return (
    <Card label="American Express" bg="#006fcf" border="#006fcf">
      <Wordmark y={17.6} size={9.5} fill="#ffffff">
        AMEX
      </Wordmark>
      <path d="M6 21.5h32M6 6.5h32" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="0.8" />
    </Card>
  );
}

export function PayPalMark() {
  return (
    <Card label="PayPal">
      <text
        x="22"
        y="17.8"
        textAnchor="middle"
        fontFamily={FONT}
        fontWeight={700}
        fontSize={9.5}
        fontStyle="italic"
      >
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </Card>
  );
}

export function ApplePayMark() {
  return (
    <Card label="Apple Pay" border="#1d1d1f">
      <path
        d="M14.9 10.3c-.8 0-1.7.5-2.3.5-.6 0-1.4-.5-2.3-.5-1.3 0-2.6 1.1-2.6 3.2 0 2.3 1.5 4.9 2.7 4.9.6 0 1-.4 2-.4s1.3.4 2 .4c1.1 0 2.2-2 2.4-2.7-1.5-.6-1.7-3-.1-3.9-.5-.8-1.2-1.5-1.8-1.5Zm-1.7-.6c.5-.6.8-1.3.7-2-.7 0-1.4.5-1.8 1-.4.5-.7 1.2-.6 1.9.7 0 1.3-.4 1.7-.9Z"
        fill="#1d1d1f"
      />
      <Wordmark x={27} y={17.6} size={9} fill="#1d1d1f">
        Pay
      </Wordmark>
    </Card>
  );
}

export function GooglePayMark() {
  return (
    <Card label="Google Pay">
      <path
        d="M16.2 10.4a4.6 4.6 0 1 0 1.1 3.3h-4.4"
        fill="none"
        stroke="#4285f4"
        strokeWidth="1.9"
      />
      <path d="M16.2 10.4a4.6 4.6 0 0 0-7.5 1.1" fill="none" stroke="#ea4335" strokeWidth="1.9" />
      <path d="M8.7 11.5a4.6 4.6 0 0 0 0 4.9" fill="none" stroke="#fbbc04" strokeWidth="1.9" />
      <path d="M8.7 16.4a4.6 4.6 0 0 0 7.4 1.1" fill="none" stroke="#34a853" strokeWidth="1.9" />
      <Wordmark x={28.5} y={17.6} size={9} fill="#5f6368">
        Pay
      </Wordmark>
    </Card>
  );
}

export function BankTransferMark({ label = 'Bank transfer' }: { label?: string }) {
  return (
    <Card label={label} bg="#eef2f7">
      <g transform="translate(-4 0)">
        <path d="M22 5.5 31 10H13Z" fill="#0b2545" />
        <path d="M14.5 11.5h2v6h-2Zm4.5 0h2v6h-2Zm4 0h2v6h-2Zm4.5 0h2v6h-2Z" fill="#13315c" />
        <rect x="12.5" y="18.5" width="19" height="2.2" rx="0.6" fill="#0b2545" />
        <path
          d="M35 12.5h4.5m0 0-1.6-1.6m1.6 1.6-1.6 1.6"
          stroke="#c8102e"
          strokeWidth="1.2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </Card>
  );
}

const MARKS = [
  ['visa', VisaMark],
  ['mastercard', MastercardMark],
  ['amex', AmexMark],
  ['paypal', PayPalMark],
  ['apple-pay', ApplePayMark],
  ['google-pay', GooglePayMark],
  ['bank-transfer', BankTransferMark],
] as const;

export type PaymentLogosProps = {
  className?: string;
  /** The list's name and the one mark with words in it, in the page's language. */
  label?: string;
  bankTransfer?: string;
};

/** Row of accepted payment methods, e.g. in the footer or next to the quote form. */
export function PaymentLogos({
  className,
  label = 'Accepted payment methods',
  bankTransfer,
}: PaymentLogosProps) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap items-center gap-2', className)}>
      {MARKS.map(([id, Mark]) => (
        <li key={id} className="shrink-0">
          {id === 'bank-transfer' ? <BankTransferMark label={bankTransfer} /> : <Mark />}
        </li>
      ))}
    </ul>
  );
}
