/**
 * An email address in a table or a card: it may wrap only before its @ (never between two letters of a name), and
 * breaks inside a part only when that part alone is wider than its column (`.portal-email`).
 */
export function Email({ address }: { address: string | null | undefined }) {
  if (!address) return null;
  const at = address.lastIndexOf('@');
  return (
    <span className="portal-email">
      {at <= 0 ? (
        address
      ) : (
        <>
          {address.slice(0, at)}
          <wbr />
          {address.slice(at)}
        </>
      )}
    </span>
  );
}
