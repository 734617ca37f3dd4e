// Scroll shadows for a box that scrolls sideways (a wide table on a phone): a shade at an edge while
// content is hidden past it, so the user sees there is more. The two covers scroll with the content
// and hide the shade at the end already reached. Spread into a makeStyles slot beside overflowX.
import { tokens, type GriffelStyle } from '@fluentui/react-components';

export function scrollShadows(surface: string = tokens.colorNeutralBackground1): GriffelStyle {
  const shade = tokens.colorNeutralShadowKeyDarker;
  return {
    backgroundColor: surface,
    backgroundImage: [
      `linear-gradient(to right, ${surface} 30%, transparent)`,
      `linear-gradient(to left, ${surface} 30%, transparent)`,
      `linear-gradient(to right, ${shade}, transparent)`,
      `linear-gradient(to left, ${shade}, transparent)`,
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
  };
}
