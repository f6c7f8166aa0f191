import { PortalLoading } from "@/components/portal/portal-loading";

export default PortalLoading;
