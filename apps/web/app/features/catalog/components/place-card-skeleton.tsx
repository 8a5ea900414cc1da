/** Same footprint as a card, shown while a list loads. */
export function PlaceCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <div className="aspect-[4/3] animate-pulse rounded-md bg-neutral-200" />
      <div className="mt-3 h-5 w-3/4 animate-pulse rounded-sm bg-neutral-200" />
      <div className="mt-2 h-4 w-1/2 animate-pulse rounded-sm bg-neutral-100" />
      <div className="mt-1.5 h-4 w-2/3 animate-pulse rounded-sm bg-neutral-100" />
    </div>
  );
}
