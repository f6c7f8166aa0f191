import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { personaOrDefault } from "@/lib/personas";
import type { Testimonial } from "@/lib/testimonials";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const persona = personaOrDefault(testimonial.persona);
  return (
    <figure className="surface surface-interactive flex h-full flex-col p-6">
      <figcaption className="text-muted-foreground flex items-center gap-2 text-xs">
        <PersonaEmblem handle={persona.handle} className="size-6" />
        Read by {persona.displayName}
      </figcaption>
      <blockquote className="mt-4 flex-1 text-[15px] leading-relaxed">“{testimonial.quote}”</blockquote>
      <div className="mt-6 border-t pt-4">
        <p className="font-medium">{testimonial.name}</p>
        <p className="text-muted-foreground text-sm">{testimonial.title}</p>
      </div>
    </figure>
  );
}
