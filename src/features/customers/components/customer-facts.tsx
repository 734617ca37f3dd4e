// What is known of a customer, in labelled groups: contact, place, production and who serves it.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { CustomerDetail } from '../../../../domain/customers.ts';
import { formatDate } from '../../../lib/format.ts';
import { Fact } from '../../../lib/ui/detail-card.tsx';
import { PhoneLink } from '../../../lib/ui/phone-link.tsx';
import { formatHectares } from '../format.ts';
import { customerStrings } from '../strings.ts';

const text = customerStrings.detail;

const useStyles = makeStyles({
  groups: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
  },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, minWidth: 0 },
  groupTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
});

function Group({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <dl className={styles.group}>{children}</dl>
    </section>
  );
}

export function CustomerFacts({ customer }: { customer: CustomerDetail }) {
  const styles = useStyles();
  return (
    <div className={styles.groups}>
      <Group title={text.contact}>
        <Fact term={text.phone}>{customer.phone ? <PhoneLink phone={customer.phone} /> : text.none}</Fact>
        <Fact term={text.email}>{customer.email ?? text.none}</Fact>
        <Fact term={text.taxId}>{customer.taxId ?? text.none}</Fact>
      </Group>
      <Group title={text.place}>
        <Fact term={text.state}>{customer.stateName ?? text.none}</Fact>
        <Fact term={text.municipality}>{customer.municipalityName ?? text.none}</Fact>
        <Fact term={text.locality}>{customer.localityName ?? text.none}</Fact>
        <Fact term={text.zone}>{customer.zoneName ?? text.none}</Fact>
      </Group>
      <Group title={text.production}>
        <Fact term={text.productionType}>{customer.productionTypeName ?? text.none}</Fact>
        <Fact term={text.hectares}>
          {customer.hectares === null ? null : formatHectares(customer.hectares)}
        </Fact>
      </Group>
      <Group title={text.followUp}>
        <Fact term={text.consultant}>{customer.consultantName ?? customerStrings.noConsultant}</Fact>
        <Fact term={text.origin}>
          {customer.selfRegistered ? customerStrings.selfRegistered : text.registeredByStaff}
        </Fact>
        <Fact term={text.created}>{formatDate(customer.createdAt)}</Fact>
        <Fact term={text.updated}>{formatDate(customer.updatedAt)}</Fact>
      </Group>
    </div>
  );
}
