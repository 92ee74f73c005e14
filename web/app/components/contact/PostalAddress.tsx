import { brand } from '@site/contracts/brand';

/** The company's postal address from the brand config, one line per address line. */
export function PostalAddress({ className }: { className?: string }) {
  return (
    <address className={className}>
      {brand.companyName}
      {brand.address.lines.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
    </address>
  );
}
