import { brand, type BannerKind } from '../tenants';

/** The per-portal banner of the courses, paths, guides and instructors pages; holds the page's h1. */
export function PageBanner({ kind }: { kind: BannerKind }) {
  const banner = brand.banners[kind];
  return (
    <section aria-labelledby="page-title" className="banner-gradient relative overflow-hidden text-white">
      <BannerArt />
      <div className="relative mx-auto max-w-6xl px-4 py-10 sm:px-8 sm:py-14">
        <p className="text-sm font-semibold uppercase tracking-wider text-white/85">{brand.academyName}</p>
        <h1 id="page-title" className="mt-2 text-3xl font-extrabold sm:text-4xl">
          {banner.title}
        </h1>
        <p className="mt-3 max-w-2xl text-base text-white/90 sm:text-lg">{banner.text}</p>
      </div>
    </section>
  );
}

/** The portal's mark, large and faint, so each banner reads as its own brand. */
function BannerArt() {
  return (
    <img
      src={`data:image/svg+xml,${encodeURIComponent(brand.markSvg)}`}
      alt=""
      width={288}
      height={288}
      className="pointer-events-none absolute -right-10 -bottom-16 hidden h-72 w-72 rotate-12 opacity-15 sm:block"
    />
  );
}
