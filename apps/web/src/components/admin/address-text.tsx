import { Fragment } from 'react';

/**
 * E-mail addresses (one, a list, or `"Name" <address>`) in a narrow column: they may break only
 * before an @, after a dot and after a comma, never between any two letters, so a column never
 * shows an address one character per line. The text itself is unchanged.
 */
export function AddressText({ text, className = '' }: { text: string; className?: string }) {
  const parts = text.split(/(?=@)|(?<=[.,])/);
  return (
    <span className={`break-normal ${className}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
