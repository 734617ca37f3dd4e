// A phone number a consultant can tap to call (tel:), as it is written.
import { Link } from '@fluentui/react-components';

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <Link href={telHref(phone)} className={className}>
      {phone}
    </Link>
  );
}
