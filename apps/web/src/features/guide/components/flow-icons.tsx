import { ACCENT, Glyph } from './glyph';

/** Small line drawings for the steps of the introduction and the usage guides. */

export function SignUpIcon() {
  return (
    <Glyph>
      <circle cx="21" cy="16" r="7" />
      <path d="M8 39c0-7.5 5.8-13 13-13 4 0 7.5 1.6 9.9 4.3" />
      <path d="M37 28v12M31 34h12" stroke={ACCENT} />
    </Glyph>
  );
}

export function ApplyIcon() {
  return (
    <Glyph>
      <rect x="11" y="9" width="26" height="32" rx="3" />
      <rect x="18" y="6" width="12" height="6" rx="2" />
      <path d="M17 21h14M17 27h9" />
      <path d="m24 34 3 3 6-6" stroke={ACCENT} />
    </Glyph>
  );
}

export function MyPageIcon() {
  return (
    <Glyph>
      <rect x="6" y="9" width="36" height="25" rx="3" />
      <path d="M18 41h12M24 34v7" />
      <circle cx="15" cy="18" r="2.2" fill={ACCENT} stroke={ACCENT} />
      <path d="M21 18h14M15 25h20" />
    </Glyph>
  );
}

export function BankIcon() {
  return (
    <Glyph>
      <path d="M6 18 24 8l18 10H6Z" />
      <path d="M11 22v12M19 22v12M29 22v12M37 22v12M6 39h36" />
      <circle cx="24" cy="14" r="1.8" fill={ACCENT} stroke={ACCENT} />
    </Glyph>
  );
}

export function MailIcon() {
  return (
    <Glyph>
      <rect x="6" y="13" width="32" height="23" rx="3" />
      <path d="m7 15 15 11 15-11" />
      <circle cx="38" cy="13" r="5" fill={ACCENT} stroke={ACCENT} />
    </Glyph>
  );
}

export function DevicesIcon() {
  return (
    <Glyph>
      <rect x="5" y="11" width="26" height="18" rx="2" />
      <path d="M2 34h32" />
      <rect x="33" y="17" width="12" height="22" rx="2.5" />
      <path d="M38 35h2" stroke={ACCENT} />
      <path d="m13 20 3 3 6-6" stroke={ACCENT} />
    </Glyph>
  );
}

export function ReportIcon() {
  return (
    <Glyph>
      <path d="M12 6h17l9 9v27H12Z" />
      <path d="M29 6v9h9" />
      <path d="M18 36v-6M24 36V24M30 36v-9" stroke={ACCENT} />
    </Glyph>
  );
}

export function CounselIcon() {
  return (
    <Glyph>
      <path d="M6 10h24v16H15l-6 5v-5H6Z" />
      <path d="M34 18h8v15h-3v5l-6-5H20v-3" stroke={ACCENT} />
      <path d="M12 16h12M12 21h7" />
    </Glyph>
  );
}

export function BuildingIcon() {
  return (
    <Glyph>
      <path d="M8 42V12l16-6 16 6v30" />
      <path d="M4 42h40" />
      <path d="M15 18h4M29 18h4M15 26h4M29 26h4" />
      <path d="M20 42v-8h8v8" stroke={ACCENT} />
    </Glyph>
  );
}

export function CertificateIcon() {
  return (
    <Glyph>
      <rect x="5" y="9" width="38" height="26" rx="3" />
      <path d="M11 17h16M11 23h11" />
      <circle cx="34" cy="24" r="5" stroke={ACCENT} />
      <path d="m31 29-2 10 5-3 5 3-2-10" stroke={ACCENT} />
    </Glyph>
  );
}

export function QuoteIcon() {
  return (
    <Glyph>
      <path d="M11 6h18l8 8v28H11Z" />
      <path d="M29 6v8h8" />
      <path d="M17 22h14M17 28h14" />
      <path d="M17 35h8" stroke={ACCENT} />
    </Glyph>
  );
}

export function DocumentsIcon() {
  return (
    <Glyph>
      <path d="M16 6h16l8 8v22H16Z" />
      <path d="M32 6v8h8" />
      <path d="M11 12H8v30h24v-3" />
      <path d="M22 22h12M22 28h8" stroke={ACCENT} />
    </Glyph>
  );
}

export function ApprovalIcon() {
  return (
    <Glyph>
      <path d="M19 24v-7a5 5 0 1 1 10 0v7" />
      <path d="M9 31c0-3.9 3.1-7 7-7h16c3.9 0 7 3.1 7 7v2H9Z" />
      <path d="M8 40h32" stroke={ACCENT} />
    </Glyph>
  );
}

export function ReceiptIcon() {
  return (
    <Glyph>
      <path d="M11 5h26v37l-4.3-3-4.4 3-4.3-3-4.4 3-4.3-3-4.3 3Z" />
      <path d="M17 14h14M17 20h9" />
      <path d="m18 29 4 4 8-8" stroke={ACCENT} />
    </Glyph>
  );
}

export function KeyIcon() {
  return (
    <Glyph>
      <circle cx="15" cy="24" r="8" />
      <path d="M23 24h19M36 24v6M42 24v5" />
      <circle cx="15" cy="24" r="2.5" fill={ACCENT} stroke={ACCENT} />
    </Glyph>
  );
}

export function SendIcon() {
  return (
    <Glyph>
      <path d="M42 6 5 21l14 6 6 15Z" />
      <path d="M42 6 19 27" stroke={ACCENT} />
    </Glyph>
  );
}

export function StackIcon() {
  return (
    <Glyph>
      <rect x="12" y="14" width="26" height="28" rx="2" />
      <path d="M16 10h24v26M20 6h24v26" />
      <path d="M18 30v6M24 26v10M30 22v14" stroke={ACCENT} />
    </Glyph>
  );
}

export function PrintIcon() {
  return (
    <Glyph>
      <path d="M14 18V6h20v12" />
      <rect x="6" y="18" width="36" height="16" rx="3" />
      <path d="M14 28h20v14H14Z" />
      <circle cx="35" cy="23" r="1.6" fill={ACCENT} stroke={ACCENT} />
    </Glyph>
  );
}

export function LectureIcon() {
  return (
    <Glyph>
      <rect x="14" y="5" width="29" height="20" rx="2" />
      <path d="M20 19l5-5 4 3 7-7" stroke={ACCENT} />
      <circle cx="9" cy="23" r="4.5" />
      <path d="M2 42v-5c0-4 3-7 7-7s7 3 7 7v5M16 34l6-4" />
    </Glyph>
  );
}

export function CalendarIcon() {
  return (
    <Glyph>
      <rect x="6" y="9" width="36" height="32" rx="3" />
      <path d="M6 18h36M15 5v8M33 5v8" />
      <path d="m17 29 5 5 9-9" stroke={ACCENT} />
    </Glyph>
  );
}

export function DiagnosisIcon() {
  return (
    <Glyph>
      <circle cx="20" cy="20" r="13" />
      <path d="m30 30 12 12" />
      <path d="M13 22l4-4 4 3 6-6" stroke={ACCENT} />
    </Glyph>
  );
}

export function FlagIcon() {
  return (
    <Glyph>
      <path d="M10 43V6" />
      <path d="M10 8h26l-5 8 5 8H10" stroke={ACCENT} />
      <path d="M4 43h14" />
    </Glyph>
  );
}

export function InfoIcon() {
  return (
    <Glyph size={28}>
      <circle cx="24" cy="24" r="18" />
      <path d="M24 22v12" />
      <circle cx="24" cy="15" r="1.8" fill="currentColor" />
    </Glyph>
  );
}
