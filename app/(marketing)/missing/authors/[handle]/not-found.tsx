export { default } from "../../../authors/[handle]/not-found";
