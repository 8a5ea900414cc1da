/** The box of the not-found illustration (240x341 below md, 418x598 from md). */
export const NOT_FOUND_ART_BOX = "block h-[341px] w-[240px] shrink-0 md:h-[598px] md:w-[418px]";
