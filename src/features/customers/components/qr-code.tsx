// A QR code of a link, drawn as SVG by the `qrcode` package, loaded only when a QR is shown so it
// stays out of every other page's bundle. Black on white on purpose (also in the dark theme):
// phone cameras read that contrast best.
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { customerStrings } from '../strings.ts';

const useStyles = makeStyles({
  frame: {
    width: '200px',
    height: '200px',
    display: 'grid',
    placeItems: 'center',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
  },
  image: { width: '100%', height: '100%', display: 'block' },
});

type QrState = { status: 'loading' } | { status: 'ready'; svg: string } | { status: 'failed' };

async function drawSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

export function QrCode({ text }: { text: string }) {
  const styles = useStyles();
  const [state, setState] = useState<QrState>({ status: 'loading' });

  useEffect(() => {
    let isCurrent = true;
    drawSvg(text).then(
      (svg) => isCurrent && setState({ status: 'ready', svg }),
      () => isCurrent && setState({ status: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [text]);

  return (
    <div className={styles.frame}>
      {state.status === 'loading' ? <Spinner size="small" label={customerStrings.access.qrLoading} /> : null}
      {state.status === 'failed' ? <Text>{customerStrings.access.qrFailed}</Text> : null}
      {state.status === 'ready' ? (
        // An image of our own SVG (not injected markup): nothing in it can run.
        <img
          className={styles.image}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(state.svg)}`}
          alt={customerStrings.access.qrLabel}
        />
      ) : null}
    </div>
  );
}
