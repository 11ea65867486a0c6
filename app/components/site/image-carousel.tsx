import type { EmblaCarouselType } from "embla-carousel";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { PlainButton } from "./plain-button";
import { driveImageUrl } from "~/utils/drive-image";
import { SafeImage } from "./image-fallback";

/** A round arrow button over one edge of the images. */
function StepButton({
  side,
  label,
  onClick,
  children,
}: {
  side: "left-3" | "right-3";
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <PlainButton
      type="button"
      variant="outline"
      size="icon"
      className={`absolute top-1/2 ${side} -translate-y-1/2 rounded-full bg-white/90`}
      onClick={onClick}
    >
      {children}
      <span className="sr-only">{label}</span>
    </PlainButton>
  );
}

/**
 * Embla on the viewport once the page has hydrated, fetched then and only when there is more
 * than one image to swipe through: the page's own script does not carry it (docs/decisions/096).
 * A step asked for before it has arrived is taken when it does, so an early click is not lost.
 */
function useCarousel(several: boolean) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const embla = useRef<EmblaCarouselType>(undefined);
  const pendingSteps = useRef(0);
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!several || !viewport) return;
    let gone = false;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (gone) return;
      const api = EmblaCarousel(viewport, { loop: true });
      api.on("select", () => setCurrent(api.selectedScrollSnap()));
      embla.current = api;
      const steps = pendingSteps.current;
      pendingSteps.current = 0;
      const count = api.scrollSnapList().length;
      if (steps !== 0) api.scrollTo((((api.selectedScrollSnap() + steps) % count) + count) % count);
    });
    return () => {
      gone = true;
      embla.current?.destroy();
      embla.current = undefined;
    };
  }, [several]);
  const step = (by: 1 | -1) => {
    if (!embla.current) pendingSteps.current += by;
    else if (by === 1) embla.current.scrollNext();
    else embla.current.scrollPrev();
  };
  return { viewportRef, step, current };
}

/**
 * The category images, or the main image when there are
 * none. Embla handles swipe and drag; the buttons make it keyboard-usable.
 */
export function ImageCarousel({ images, label }: { images: string[]; label: string }) {
  const { viewportRef, step, current } = useCarousel(images.length > 1);

  const several = images.length > 1;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${label} images`}
      className="relative overflow-hidden rounded-xl border bg-slate-100"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex">
          {images.map((src, index) => (
            <div
              key={`${src}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${images.length}`}
              className="aspect-[4/3] min-w-0 shrink-0 grow-0 basis-full"
            >
              <SafeImage
                src={driveImageUrl(src, 800)}
                alt={`${label}, picture ${index + 1}`}
                width={800}
                height={600}
                loading={index === 0 ? "eager" : "lazy"}
                sizes="(min-width: 1280px) 730px, (min-width: 1024px) 58vw, 100vw"
                className="h-full w-full object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      {several ? (
        <>
          <StepButton side="left-3" label="Previous image" onClick={() => step(-1)}>
            <ChevronLeft aria-hidden="true" />
          </StepButton>
          <StepButton side="right-3" label="Next image" onClick={() => step(1)}>
            <ChevronRight aria-hidden="true" />
          </StepButton>
          <p className="sr-only" aria-live="polite">
            {`Image ${current + 1} of ${images.length}`}
          </p>
        </>
      ) : null}
    </section>
  );
}
