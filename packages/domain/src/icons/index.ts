export { CUSTOM_ICON_PREFIX, customIconNames, iconCollectionFor } from "./icon-collection.ts";
