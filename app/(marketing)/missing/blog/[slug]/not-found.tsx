export { default } from "../../../blog/[slug]/not-found";
