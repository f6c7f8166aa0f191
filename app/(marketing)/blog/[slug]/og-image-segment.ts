/**
 * The URL segment Next gives `opengraph-image.tsx` in this folder. Inside a route group, Next
 * appends a hash of the parent path ("/(marketing)/blog/[slug]") to metadata image routes, so the
 * image is served at /blog/{slug}/opengraph-image-yqks0s. The Twitter card and the JSON-LD
 * `image` need the URL too; e2e/blog.spec.ts checks that it answers with a PNG.
 */
export const OG_IMAGE_SEGMENT = "opengraph-image-yqks0s";
