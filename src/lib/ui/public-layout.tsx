// The frame of every page a visitor sees before signing in: a centred card on a grey surface,
// with the brand on top. On a phone the card takes the whole width.
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { BrandMark } from './brand-mark.tsx';
import { FormError } from './form-error.tsx';
import { RouterLink } from './router-link.tsx';

const useStyles = makeStyles({
  surface: {
    minHeight: '100dvh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  brandName: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  card: {
    width: '100%',
    maxWidth: '440px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
    '@media (max-width: 480px)': {
      padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    },
  },
  wide: { maxWidth: '640px' },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  subtitle: { color: tokens.colorNeutralForeground2 },
  footer: { color: tokens.colorNeutralForeground3, textAlign: 'center' },
  footLink: { display: 'flex', justifyContent: 'center' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface PublicLayoutProps {
  /** Heading of the card (an h1); a page that only waits (a spinner) may have none. */
  title?: string;
  subtitle?: ReactNode;
  /** Longer forms (the customer registration) get a wider card. */
  wide?: boolean;
  children: ReactNode;
}

export function PublicLayout({ title, subtitle, wide = false, children }: PublicLayoutProps) {
  const styles = useStyles();
  return (
    <main className={styles.surface}>
      <div className={styles.brand}>
        <BrandMark size={44} />
        <span className={styles.brandName}>Agroventas</span>
      </div>
      {/* Not labelled by its heading: the heading often repeats a field label ("Nueva contraseña"),
          and finding the field by its label must not also find the card. */}
      <section className={mergeClasses(styles.card, wide && styles.wide)}>
        {title ? (
          <header className={styles.header}>
            <h1 className={styles.title}>{title}</h1>
            {subtitle ? <Text className={styles.subtitle}>{subtitle}</Text> : null}
          </header>
        ) : null}
        {children}
      </section>
      <Text size={200} className={styles.footer}>
        © {new Date().getFullYear()} Agroventas · Semillas para el campo mexicano
      </Text>
    </main>
  );
}

/** The one way on under a public form (back to sign-in, ask for a new link, sign out), centred. */
export function PublicFootLink({ to, children }: { to: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <nav className={styles.footLink}>
      <RouterLink to={to}>{children}</RouterLink>
    </nav>
  );
}

export interface PublicFormProps {
  onSubmit: (event?: FormEvent) => void;
  /** Why the server refused the last try (a wrong password, an expired link), above the fields. */
  refusal: string | null;
  refusalTitle?: string;
  /** The fields, then the large submit button. */
  children: ReactNode;
}

/** A form on the public card (sign-in, password, client key): one column, the refusal on top. */
export function PublicForm({ onSubmit, refusal, refusalTitle, children }: PublicFormProps) {
  const styles = useStyles();
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <FormError title={refusalTitle} message={refusal} />
      {children}
    </form>
  );
}
