export { ConciergeView } from "./components/concierge-view.tsx";
