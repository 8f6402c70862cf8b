/** A page's link to its feed or calendar, for a feed reader or a calendar app to subscribe to. */
export function SubscribeLink({ href, type, label }: { href: string; type: string; label: string }) {
  return (
    <p>
      <a href={href} type={type}>
        {label}
      </a>
    </p>
  );
}
