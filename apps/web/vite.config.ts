import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { IMAGE_SIZES } from './src/components/image-sizes';
import { contractForBrowser } from './vite/contract-for-browser';
import { firstPaint } from './vite/first-paint';
import { firstScreenChunks } from './vite/first-screen-chunks';
import { precompress } from './vite/precompress';
import { routePreloads } from './vite/route-preloads';

const APP_START = 'src/app/start.tsx';
const root = fileURLToPath(new URL('.', import.meta.url));
const apiOrigin = `http://localhost:${process.env.API_PORT ?? 3000}`;
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

// React changes less often than the store's code: a chunk of its own, cached across releases.
const REACT = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;

// The public screens a visit most often starts on.
const FIRST_SCREENS = {
  home: 'src/features/home/pages/home-page.tsx',
  list: 'src/features/sale/pages/sale-list-page.tsx',
  detail: 'src/features/sale/pages/sale-detail-page.tsx',
};

// What these screens share goes in few chunks
// (vite/first-screen-chunks.ts); what the app itself takes of react-bootstrap goes with React.
const chunks = firstScreenChunks({
  root,
  starts: ['src/main.tsx', APP_START],
  screens: FIRST_SCREENS,
  own: (id) => (REACT.test(id) ? 'react' : undefined),
  vendor:
    /\/node_modules\/(react-bootstrap|@restart|@react-aria|dom-helpers|classnames|uncontrollable|prop-types|warning|invariant|react-transition-group|@babel\/runtime|react-lifecycles-compat|@popperjs|dequal|@swc\/helpers)\//,
  vendorChunk: 'react',
});

export default defineConfig({
  root,
  plugins: [
    react(),
    contractForBrowser(),
    // The public screens a visit most often starts on (patterns as in src/config/paths.ts).
    routePreloads(APP_START, {
      '/': {
        screen: FIRST_SCREENS.home,
        // As features/home/api and components/category-options ask for them.
        data: ({ ENDPOINTS, HOME_GRID_PAGE_SIZE }) => [
          ENDPOINTS.banner.slide.path,
          ENDPOINTS.category.formSelect.path,
          `${ENDPOINTS.sale.list.path}?p=1&s=${HOME_GRID_PAGE_SIZE}`,
        ],
        // On a phone the first category's picture (apps/server: modules/sale/first-screen-images).
        imageSizes: IMAGE_SIZES.categorySlide,
      },
      '/sale/list': {
        screen: FIRST_SCREENS.list,
        // As features/sale/api/get-sale-list asks for the first page without a search.
        data: ({ ENDPOINTS }) => [
          `${ENDPOINTS.sale.list.path}?p=1`,
          ENDPOINTS.category.formSelect.path,
        ],
        // The first row's pictures.
        imageSizes: IMAGE_SIZES.saleCard,
      },
      // The detail is not fetched early (reading it counts a view, by who reads it), but the
      // server names its gallery's first picture.
      '/sale/detail/:seq': {
        screen: FIRST_SCREENS.detail,
        imageSizes: IMAGE_SIZES.saleGallery,
      },
    }),
    // The app the entry (src/main.tsx) starts after the page's first paint.
    firstPaint(APP_START),
    precompress(),
  ],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3's sources still use @import and the global functions.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    // In development the API runs on its own port; in production one process serves both.
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin, '/dev': apiOrigin },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // Terser makes the home page's first load about 3.5 KB (gzipped) smaller than esbuild does,
    // at the cost of a slower build: room under its budget in scripts/page-weight.mjs.
    minify: 'terser',
    // scripts/page-weight.mjs reads it to sum what the home page loads first.
    manifest: true,
    rollupOptions: {
      output: {
        // React (with what the app itself takes of react-bootstrap) in a chunk of its own; what
        // the first screens share in few chunks (above). Other libraries go with the screens that
        // use them (form and dialog parts with the screens that have them, the top bar's dropdown
        // after the first screen), not in one chunk for all.
        manualChunks: chunks,
      },
    },
  },
});
