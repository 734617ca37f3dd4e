// How the build cuts the app into script files: long-lived vendor files instead of dozens of small
// ones (React, which the farmer simulator loads too; the staff app's router, state and HTTP
// libraries; Fluent's core), then the app code of the staff frame in one file, so a staff home
// loads a handful of cacheable files and the simulator still loads React alone.
import type { Plugin } from 'vite';
import { ROUTES } from '../domain/app-routes.ts';

const PACKAGE = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
const FLUENT = PACKAGE(
  '@fluentui|@griffel|tabster|keyborg|@floating-ui|rtl-css-js|stylis|@swc|use-sync-external-store',
);
// Icons go with the pages that draw them, the calendar with the forms that have a date.
const FLUENT_ON_DEMAND = /@fluentui[\\/](react-icons|react-calendar-compat|react-datepicker-compat)[\\/]/;

// What every staff page needs (the start and the dashboard frame) and the page module of each role's
// home (docs/requirements.md §2 rule 7: users for managers, sales for consultants); the farmer
// simulator's own entry.
const FRAME_ROOTS = ['/src/main.tsx', '/src/app/layouts/dashboard-layout.tsx'];
export const HOME_PAGES: Record<string, string> = {
  [ROUTES.users.path]: '/src/features/users/pages/users-page.tsx',
  [ROUTES.sales.path]: '/src/features/sales/pages/sales-list-page.tsx',
};
const HOME_ROOTS = Object.values(HOME_PAGES);
const SIMULATOR_ROOT = '/src/features/simulator/farmer/main.tsx';

/**
 * Once the module graph is built, finds the app code every staff home loads through static imports:
 * the frame's, plus what both homes share (code of one home only stays in that home's chunk), never
 * what the farmer simulator loads. Vendor code is left to the groups below: Fluent's barrel makes
 * every Fluent module look reachable from here.
 */
function staffFrame() {
  const frame = new Set<string>();
  const common = new Set<string>();
  const plugin: Plugin = {
    name: 'agroventas-staff-frame',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const reach = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = ids.filter((id) => roots.some((root) => id.endsWith(root)));
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id) || id.includes('node_modules')) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const farmer = reach([SIMULATOR_ROOT]);
      const [users, sales] = HOME_ROOTS.map((root) => reach([root]));
      const staff = [...reach(FRAME_ROOTS), ...[...users!].filter((id) => sales!.has(id))];
      frame.clear();
      common.clear();
      for (const id of staff) (farmer.has(id) ? common : frame).add(id);
    },
  };
  return { plugin, inFrame: (id: string) => frame.has(id), inCommon: (id: string) => common.has(id) };
}

/** The plugin that finds the staff frame's modules, and the chunk groups that use what it found. */
export function staffChunks() {
  const frame = staffFrame();
  const groups = [
    { name: 'react', test: PACKAGE('react|react-dom|scheduler'), priority: 30 },
    {
      name: 'vendor',
      test: PACKAGE('react-router|jotai|@tanstack|axios|cookie|set-cookie-parser'),
      priority: 20,
    },
    {
      name: 'fluent',
      test: (id: string) => FLUENT.test(id) && !FLUENT_ON_DEMAND.test(id),
      tags: ['$initial' as const],
      priority: 10,
    },
    // Taken first, so that the frame's dependencies do not pull them in: the simulator loads these.
    { name: 'common', test: (id: string) => frame.inCommon(id), priority: 6 },
    { name: 'frame', test: (id: string) => frame.inFrame(id), priority: 5 },
  ];
  return { plugin: frame.plugin, groups };
}
