/**
 * Solara's topic layers for the Wands, the suit of fire (see ./types.ts for what each layer means).
 * Position-neutral: each text reads after "Behind this, …", "Right now, …" or "The way forward: …".
 */
import type { TopicTable } from "./types";

export const WANDS_TOPICS: TopicTable = {
  // Ace · root of fire: a hand from a cloud holding a budding wand, leaves falling, a castle far off.
  "wands-01": {
    upright: {
      love: "A new spark of desire, bright and sudden, offered as if by a hand from a cloud. Let yourself want something again: make the first move, or bring fresh heat to a familiar bond before the moment cools.",
      work: "A live idea, a new project, a surge of ambition: the green shoot on a freshly cut staff. Take hold of it while it is warm, give it a name and a first action, and let enthusiasm be your fuel rather than your excuse.",
      money: "A flare of fresh energy about money, the urge to look at it differently. Use that heat to begin one honest new habit, and let it grow from what excites you rather than from guilt.",
      self: "Raw creative fire waking up in you, green and eager. Trust your own desire as a compass, and say yes to the part of you that has been itching to begin something.",
      other: "A fresh spark, or a new way of meeting someone you already know. Make the first warm move yourself, ask the other person what lights them up, and let curiosity lead rather than caution.",
      practice: "Write the idea that excites you most on a single card, and before the week is out take one real action on it, however small.",
    },
    reversed: {
      love: "A spark that flares and fizzles, or interest left damp by hesitation. Ask whether the fire is truly yours or only the thrill of novelty, and give it one honest chance to catch before you decide.",
      work: "A false start, or a project stalled before it began. Find what is smothering the idea, whether time, fear or doubt, and lift it off, or let the idea go cleanly and save your fire for one that is truly yours.",
      money: "Motivation about money that keeps sputtering out. Look at what dampens it, shame, overwhelm or comparison, and begin again with one tiny, doable step instead of a grand overhaul.",
      self: "Creative fire turned inward into frustration, or a long wait for inspiration that never quite lands. Build the kindling yourself: small daily acts that make space for the spark to return.",
      other: "A beginning that flickered and never quite caught. Rather than waiting for the other person to strike the match, look at your own hesitation, and decide whether you want to offer warmth or step back.",
      practice: "Set a timer for fifteen minutes each day this week and work on one idea you have been delaying; stop when it rings, whether or not it feels like progress.",
    },
  },
  // Two · Mars in the ram: the globe in one hand, one staff bolted to the wall, the open sea.
  "wands-02": {
    upright: {
      love: "Love seen from the battlements with the whole horizon in view. Something secure stands behind you and a wider wish lies ahead; dream boldly about where this bond could go, then choose one direction and say it out loud.",
      work: "One staff bolted to the wall, one in your hand, and a globe small enough to hold: a plan taking shape. Decide how far you want to go, sketch the first mile in detail, and commit to leaving the familiar walls.",
      money: "A planner's calm applied to money, the world held steady in one palm. Decide what matters most to you, put a simple path on one page, and notice how choosing a direction quiets the noise.",
      self: "Standing on your own wall, looking past everything that once felt like the edge. Claim the ambitions you have kept to yourself, and ask what you would do with courage equal to your vision.",
      other: "Two people, one horizon, possibly two different maps. Ask the other person what they see when they look out, lay your own plan beside theirs, and notice where the routes cross.",
      practice: "Draw a simple map of your question on one page, mark where you stand and where you want to be, and write the first three steps in between.",
    },
    reversed: {
      love: "Comfort behind safe walls, calling itself caution. Notice where fear of leaving the familiar keeps love small, whether that is an old pattern or a disappointment you already know by heart, and step once past the castle gate.",
      work: "Plans that never leave the paper, or choices narrowed by fear of open water. A map earns its keep only once you walk out into it; pick one specific, bold move and make it.",
      money: "Money plans locked inside the castle, or indecision keeping everything small and the same. Notice what staying put is costing you in peace of mind, and let yourself consider one wider possibility without committing yet.",
      self: "Holding your own vision at arm's length, where it cannot disappoint you. Name what you fear losing if you go, and then, just as honestly, what you lose by staying.",
      other: "Two people hesitating at the same gate. Notice whether fear of change keeps the bond idling, and open one honest conversation about what each of you would be willing to risk.",
      practice: "Name one place where you keep playing it safe, and before the week ends take one small action that steps beyond its walls.",
    },
  },
  // Three · the Sun in the ram: a figure on the headland, three staves planted, ships out at sea.
  "wands-03": {
    upright: {
      love: "Love outgrowing its first harbour: plans that stretch further, sometimes across real distance. Look past the next weekend from the headland of what you already share, and make room for the bond to grow bigger than it began.",
      work: "Ships already launched and heading out: early effort now reaching wider waters, new contacts, larger plans. Keep watch from the cliff, think two tides ahead, and ready the harbour for whatever comes in.",
      money: "A long, calm look at money from high ground. Lift your eyes past this week's worries toward what you want your resources to support over years, and let foresight take the place of urgency.",
      self: "The quiet confidence of someone who has launched something and let it sail. Trust the steps already taken, and let patience become part of your ambition instead of its enemy.",
      other: "A wide horizon for the two of you. Ask the other person about the hopes that reach beyond the next few months, share your own, and notice which ships you might want to send out together.",
      practice: "Go somewhere high this week, a hill, a rooftop or a top-floor window, look as far as you can, and write down what you want this question to look like a year out.",
    },
    reversed: {
      love: "Impatience in love, scanning an empty sea for a sign. Stop measuring the bond by speed alone; let the wait widen your view of what you actually want rather than shrinking it to the next reply.",
      work: "Delays far beyond your control, or a plan taking longer to arrive than hoped. Adjust the course rather than abandoning it, and decide which voyages are still worth waiting for.",
      money: "A short view of money that crowds out the horizon, every choice made for this week only. Notice where worry narrows your sight, and sketch what a calmer, longer plan might hold.",
      self: "Frustration that growth is slower than promised, and a habit of judging the voyage by its first day out. Practise patience without resignation: the vision stays wide while the results take their time.",
      other: "Two clocks running at different speeds, or distance felt more than spoken. Ask the other person plainly what each of you expects and by when, and leave room for both to grow without forcing one pace.",
      practice: "Each time you check for news on your question this week, stop and write one thing you could do meanwhile that does not depend on the answer.",
    },
  },
  // Four · Venus in the ram: four staves and a garland, people dancing at the gate, the castle behind.
  "wands-04": {
    upright: {
      love: "Love under a garlanded gate: a milestone worth marking, a homecoming, the people who matter gathered close. Celebrate it out loud, invite others into your happiness, and let the bond feel settled enough to rest in.",
      work: "Four posts firmly planted and a garland strung between them: a foundation at work finished and sound. Mark the milestone before racing to the next one; a team that pauses to celebrate remembers why it builds.",
      money: "Gratitude for the ground under your feet: the home, habits and security you have built. Enjoy what is stable rather than scanning for the next worry, and name out loud what already feels like enough.",
      self: "An inner homecoming, the feeling of belonging in your own life. Pause at the gate to enjoy what you have made, and count celebration as part of the practice, not a distraction from it.",
      other: "A welcome held open for the other person. Invite them into the things you are proud of, ask what would make them feel at home with you, and give ease and play a place at the table.",
      practice: "Host a small gathering or shared meal this week to mark a milestone, however modest, and tell the people there why it matters to you.",
    },
    reversed: {
      love: "Celebrations postponed, a home that feels unsteady, or a move between one kind of togetherness and the next. Make a small ritual of belonging that does not wait for the big occasion; closeness grows in ordinary evenings too.",
      work: "A working base in transition: a team reshuffled, a launch pushed back, a place that no longer quite feels like home. Mark your progress anyway, and let belonging come from the people beside you rather than the walls around you.",
      money: "Unease about home and security, or a milestone that brought less relief than expected. Look at the foundations you do have with fresh eyes, and speak openly about what would help you feel settled.",
      self: "A restless, not-quite-belonging feeling, as if the party is happening in another room. Build a sense of home inside yourself that holds while the outer things shift.",
      other: "Tension in shared spaces, or a transition unsettling the rhythm of the bond. Ask the other person what home means to them, say what it means to you, and offer one gesture that brings warmth back to the threshold.",
      practice: "Make one corner of where you live feel like a sanctuary this week, with flowers, light or an object you love, and spend ten quiet minutes there each day.",
    },
  },
  // Five · Saturn in the lion: five young people swinging staves, noise and sparring, nobody hurt.
  "wands-05": {
    upright: {
      love: "Staves in the air at once: lively disagreement, rivalry or two strong wills clashing. Treat it as sparring rather than battle; say what you think plainly, listen as hard as you argue, and let the friction show you who each of you is.",
      work: "Competition and clamour at work: brainstorms turning into contests, too many voices raised together. Use the friction to sharpen your ideas, choose the one contest worth your energy, and stop swinging at the others.",
      money: "Competing priorities about money, within you or between people, all shouting at once. Hear every voice before anything is decided; the clash reveals what you value most when you listen to it instead of silencing it.",
      self: "A crowd of inner voices, each swinging its own stick and none willing to yield. Give each one its say, then choose which deserves to lead.",
      other: "A clash of views with the other person, loud and lively, more practice bout than war. Engage to understand rather than to win, ask what the disagreement is really about, and keep your respect intact even in the heat of it.",
      practice: "Write the argument you keep having, with yourself or someone else, from both sides on one page, then circle the one point where both sides agree.",
    },
    reversed: {
      love: "A fight in love being dodged, or a conflict finally running out of breath. Stop circling; say the one thing that needs saying, calmly, and look for the common ground the sparring has been hiding.",
      work: "A necessary clash at work avoided, or exhaustion after too long in the fray. Put the stick down, find what the sides share, and negotiate from there.",
      money: "Money conflicts kept under the table, or weariness after arguing about the same thing for too long. Find the one value everyone involved can agree on, and begin the conversation there.",
      self: "Inner conflict suppressed to keep the peace, or tiredness from fighting yourself. Call a truce: not every part of you has to agree before you act.",
      other: "A quarrel that stays unspoken, or one finally burning down to embers. Notice your own part in the avoidance, and offer the other person one plain sentence that moves toward common ground.",
      practice: "Choose one conflict you have been avoiding, and this week open it with a single calm sentence that begins with what you share.",
    },
  },
  // Six · Jupiter in the lion: a rider with a laurel wreath, a wreath on the staff, the crowd on foot.
  "wands-06": {
    upright: {
      love: "Pride in being seen together: a bond worth celebrating in public, a confidence that turns heads. Enjoy being chosen and doing the choosing, and let the people who love you cheer from the roadside.",
      work: "The laurel wreath after a hard-won effort: praise, a result, a moment at the front of the procession. Ride through it with your head up, thank the people walking beside you, and let recognition you earned be fuel rather than embarrassment.",
      money: "Confidence about your worth, the kind that can name a fee or a value without flinching. Acknowledge what your skill and effort have built, and let being valued feel normal instead of undeserved.",
      self: "Self-belief crowned with a wreath of your own making. Let praise land rather than brushing it off, and feel the pride of having done what you set out to do.",
      other: "Room for applause on both sides. Name the other person's wins out loud, share your own without shrinking them, and notice how generous recognition warms the bond.",
      practice: "Tell someone who will be glad for you about one win from this year, and let their praise stand without correcting it or shrinking it.",
    },
    reversed: {
      love: "Applause mattering more than the bond, or a happiness kept hidden in case it draws comment. Let love be seen by the few who matter, and let their gladness be enough without needing the whole crowd.",
      work: "A win nobody saw, or a win gone to your head. Celebrate quietly and fully, credit those who helped, and let the work carry the wreath instead of your image.",
      money: "Worth measured by what others can see, or success quietly hidden to avoid envy. Notice where image shapes your money habits more than your values, and let your sense of worth come from the inside out.",
      self: "Shrinking from the spotlight, or needing it too much. Cultivate a steady, private pride that rides just as tall when the street is empty.",
      other: "Comparison creeping into the bond, a quiet count of whose wins matter more. Notice where you compete with the other person for recognition, and offer one piece of genuine praise with no strings attached.",
      practice: "Celebrate one private win this week in a way that needs no audience, then tell one trusted person about it simply, without playing it down.",
    },
  },
  // Seven · Mars in the lion: one figure on the ridge, six staves rising from below, mismatched shoes.
  "wands-07": {
    upright: {
      love: "Holding your ground in love, even with pressure coming up the slope. Defend what you need with warmth rather than walls, and trust that closeness worth keeping has room for your honesty.",
      work: "Challenges rising from several directions while you hold the ridge, perhaps in mismatched shoes because there was no time to prepare. Defend your ideas with conviction, sharpen your reasons, and keep the ground you earned.",
      money: "Pressure about money from several sides at once (opinions, expectations, comparisons) and your own values to defend on the ridge. Stand on what you know is right for you, and let a calm, repeated no be part of your strength.",
      self: "Conviction tested from below by doubt, criticism and the voices that say you should yield. Root your feet in your own values, so that holding your ground feels like standing rather than bracing.",
      other: "Ground of your own to hold in this bond. Keep your footing without swinging first, ask the other person where the pressure between you is coming from, and listen without surrendering what is yours.",
      practice: "Put one position you hold about your question into a single sentence with three reasons beneath it, then say it aloud this week to someone who tests it.",
    },
    reversed: {
      love: "Love that feels like a siege: worn down by demands, repeated arguments or your own anxious vigilance. Pick the one boundary truly worth holding, and let the smaller skirmishes go unfought.",
      work: "Defending on every front at work at once, or giving ground just to make the pressure stop. Choose the single position that matters most, and hold that one with all of your energy instead of a little of it everywhere.",
      money: "Worn thin by money expectations coming from every side, and defending them all alone. Sort out which demands are truly yours to meet, and ask someone you trust to help you hold the line on the rest.",
      self: "Exhaustion from defending yourself, often against your own inner critics. Put down the need to win every argument, and rest in a conviction that does not require constant proof.",
      other: "A constant sense of being on the defensive with the other person. Step back from the ridge, notice what you keep bracing against, and ask more softly for what you need.",
      practice: "List every battle you are fighting this week, cross out all but one, and give that one your full, rested attention.",
    },
  },
  // Eight · Mercury in the archer: eight staves in flight through open sky, no figure, only speed.
  "wands-08": {
    upright: {
      love: "Love at the speed of arrows: messages flying back and forth, sudden plans, feelings gathering momentum. Enjoy the rush, aim your words with care, and say what you mean while the air is clear.",
      work: "Work in full flight: replies coming in, decisions made quickly, a project suddenly airborne after a long wait. Keep your aim true, answer promptly, and keep small distractions out of the flight path.",
      money: "Quick movement in your relationship with money: a conversation that finally happens, an insight that lands all at once. Let the speed help you act on what you already know, and keep clarity one beat ahead of haste.",
      self: "A rush of energy after stillness, thoughts flying in parallel toward one point. Ride that momentum without scattering it: fewer directions, truer aim, and trust in the arc you have set.",
      other: "Swift exchange with the other person, words crossing the distance quickly. Say what you need to say cleanly and soon, answer what is asked rather than what you fear was meant, and keep your own intentions straight as an arrow.",
      practice: "Send the three messages you have been putting off in one sitting this week, each one short, clear and kind.",
    },
    reversed: {
      love: "Messages crossing in mid-air and falling short: texts misread, replies that lag, plans stalled halfway. Slow your own hand, check what you are really aiming at, and clarify before you send anything else.",
      work: "Haste at work that causes rework, or a sudden stall just when things should be flying. Check the details twice, untangle any crossed wire with one direct call, and let the timing right itself without forcing it.",
      money: "Urgency around money that pushes you to act before you understand, or waiting that frays your patience. Pause long enough to gather what you need to know, and refuse to let someone else's deadline set your pace.",
      self: "Restless energy with nowhere to land, eight thoughts launched and none arriving. Slow the throw, choose a single target, and let the rest fall to the ground for now.",
      other: "Meanings lost somewhere in flight. Before reacting to the other person, ask what was intended, say what you intended too, and give slow replies the benefit of the doubt.",
      practice: "Before you loose any important message this week, hold it for ten minutes, reread it once for tone and aim, then send it.",
    },
  },
  // Nine · the Moon in the archer: a bandaged figure leaning on a staff, eight staves behind like a fence.
  "wands-09": {
    upright: {
      love: "A heart with a bandage on it, still standing and still willing. Guard what you need to guard, then let one trusted person see the wound; resilience in love includes the courage to be known while you mend.",
      work: "Tired, bruised and still upright at work, deep in the final stretch of a long push. Protect your energy like a fence of stakes around what matters, and give the last effort to the one task that completes the rest.",
      money: "A long, careful watch over money through a hard stretch, and you still holding the line. Honour that endurance, notice where vigilance has become constant tension, and let yourself rest within the fence you have built.",
      self: "Grit that comes from having been knocked down and getting up each time. Recognise how much you have already come through, and choose which walls still protect you and which only keep you up at night.",
      other: "Caution toward the other person, built from old bruises. Notice whether your guard protects you or keeps good things out too, and consider telling them a little of what you have been through.",
      practice: "Write a list of five hard things you have come through, read it aloud once, and then take one deliberate hour of rest this week.",
    },
    reversed: {
      love: "Love worn out by vigilance, every word scanned for the next blow. Put the watch down for an evening; the fence that kept you safe can also keep tenderness from reaching you.",
      work: "Burnout from guarding a post too long, and a wariness that reads every colleague as a threat. Step back, rest properly, and sort with fresh eyes which challenges are real and which are fatigue talking.",
      money: "Money anxiety stuck on permanent watch, checking and rechecking the gate. Notice where fear has turned prudence into exhaustion, and let someone trusted share the watch for a while.",
      self: "Worn thin from being on guard long after the attack has passed. Admit that you are tired, and that rest is not surrender.",
      other: "Defensiveness with the other person that has more to do with tiredness than with anything said. Notice the moment you start bracing, breathe, and try answering that moment with one open question.",
      practice: "Pick one evening this week to put every obligation down, tell someone you are off duty, and go to bed early without apology.",
    },
  },
  // Ten · Saturn in the archer: a figure bent under ten staves, face hidden in the bundle, the town ahead.
  "wands-10": {
    upright: {
      love: "Love carried like a bundle of staves, arms full and face hidden behind the load. Notice what you have taken on in this bond that is not yours to carry, and ask, out loud, for a share of the weight.",
      work: "A workload stacked so high it blocks the view ahead, even with the town in sight. Count the sticks, find the ones that belong to someone else, and carry the rest with your head up.",
      money: "Money carried as a heavy, lonely responsibility, every obligation held in your own two arms. Set the bundle down long enough to see which pieces are truly yours, and let someone help you think about the rest.",
      self: "A habit of shouldering everything in silence and calling it strength. Notice when duty has turned into disappearing, and dare to need help.",
      other: "An uneven load, one pair of arms piled high. Name what you carry for the other person without blame, ask what they would be willing to take on, and let fairness be something you build together.",
      practice: "Write every responsibility you carry on a separate slip of paper, sort them into mine and not mine, and hand one slip back this week.",
    },
    reversed: {
      love: "The bundle slipping, or finally set down: a release of the burden you have carried in love. Choose which sticks to put down rather than waiting for them to fall, and let rest be part of how you love.",
      work: "Work responsibilities being redistributed, or a load about to slide off your shoulders. Hand off the tasks that are not yours to finish, decline what you cannot carry, and feel your spine lengthen as you do.",
      money: "A money burden being put down or reshaped: a responsibility reconsidered, help finally requested. Release the guilt that came with carrying it alone, and notice how much clearer the road looks without the bundle.",
      self: "Over-responsibility loosening its grip. Trust that the world keeps turning when you put something down, and that others can carry their own part.",
      other: "Roles with the other person being rebalanced, or needing to be. Notice what you have been carrying on their behalf, hand it back kindly, and leave space for them to pick it up in their own way.",
      practice: "Say a clear, kind no to one request this week that would add to your load, and use the freed time for something that restores you.",
    },
  },
  // Page · earth of fire: a young messenger studying a sprouting staff in the desert, salamanders on the tunic.
  "wands-11": {
    upright: {
      love: "Curiosity in love, bright-eyed and a little awkward: flirtation, a new interest, a message that makes you grin. Explore with a beginner's heart, ask playful questions, and let discovery matter more than getting it right.",
      work: "A fresh idea or new skill studied like a sprouting stick in the sand: turned over, examined, full of promise. Learn eagerly, ask the basic questions without embarrassment, and let enthusiasm carry you into the first experiment.",
      money: "A student's curiosity brought to money, learning where there used to be avoidance. Ask the questions you think you should already know the answers to, and treat each new understanding as a small discovery rather than a test.",
      self: "The explorer in you, waking up in a desert that suddenly looks full of possibility. Let yourself be excited and unsure at the same time, and follow whatever makes you lean in.",
      other: "Lightness and curiosity, like a first letter from somewhere new. Bring the other person news and questions rather than conclusions, be genuinely curious about their world, and let play back into the way you talk.",
      practice: "Pick one thing you know nothing about that sparks your curiosity, spend one hour learning it this week, and tell someone what surprised you.",
    },
    reversed: {
      love: "Enthusiasm in love that flares and wanders: messages started and not finished, a new crush every week, or news that stings. Pick one connection and stay with it long enough to learn more than the first chapter.",
      work: "A desk scattered with bright beginnings and no endings, or discouraging news that knocks the wind out of a plan. Choose the idea that still warms you after the setback, and carry it one step past where you usually abandon things.",
      money: "Short bursts of interest in money that fade before they become habits, or a piece of news that unsettles you. Trade the burst for a small, steady rhythm of attention, and let the learning be slow.",
      self: "Restless fire scattering in a dozen directions, each one dropped the moment it becomes difficult. Befriend the dull middle of things, where curiosity turns into skill.",
      other: "Beginnings left hanging, messages that start strong and trail off. Notice what you yourself leave unfinished with the other person, ask for the consistency you need, and offer the same in return.",
      practice: "Choose one unfinished idea from your notebook and give it thirty minutes a day for five days, with no new ideas allowed until then.",
    },
  },
  // Knight · fire of fire: a rider on a rearing horse, plumes and salamanders, the desert behind.
  "wands-12": {
    upright: {
      love: "Love at a gallop: passion, bold moves, a charge toward what you want. Say yes to the adventure with your whole chest, and keep your honesty riding alongside the excitement.",
      work: "A rearing horse and a rider ready to go: the moment at work for bold action, a pitch, a move, a leap into a new arena. Act on the energy while it is hot, and let daring open the door that deliberation keeps studying.",
      money: "Fiery energy about money, the urge to change everything at once. Channel that heat into one brave conversation or one honest look you have been avoiding, and let the boldness serve your values.",
      self: "Pure fire in the saddle, restless and ready to ride. Honour that appetite for adventure rather than apologising for it, and point it somewhere that deserves your passion.",
      other: "Momentum and sparks, the bond at full tilt. Bring your passion to the other person, suggest the adventure, and keep listening even at a gallop so the ride stays shared.",
      practice: "Do one bold thing this week that you have postponed for lack of nerve, whether a pitch, a question or a sentence, and celebrate having done it.",
    },
    reversed: {
      love: "Passion galloping in circles: hot then cold, charging in and then gone. Slow the horse before the dust hides what you actually want, and let consistency prove the fire is real.",
      work: "Frustration at work that shows up as charging at everything: projects half-ridden, tempers short, plans changed by the hour. Rein in, choose one destination, and spend your fire getting there.",
      money: "Impatience with money that wants a dramatic fix rather than a steady one. Notice the impulse, let it cool for a day, and turn the same fire toward a simple plan you can keep.",
      self: "Frustration with nowhere to go, turning into recklessness or a short fuse. Ask what the fire wants underneath, and give it a worthy direction before it scorches something you love.",
      other: "Flashpoints with the other person: quick words, quick exits, heat without direction. Step back before you react, and ask where you each actually want this to go.",
      practice: "Whenever you feel the urge to act rashly this week, write the impulse down and wait one full day before acting on it.",
    },
  },
  // Queen · water of fire: a throne of lions, a sunflower in hand, a black cat at her feet.
  "wands-13": {
    upright: {
      love: "Sunflower warmth in love: confidence, generosity, a magnetism that comes from liking your own life. Walk in as yourself, open-handed and bright, and let the right people come toward the light rather than chasing them.",
      work: "Warm authority at work: the person others gather around, competent and unafraid to shine. Lead with encouragement, trust your instincts on who and what to back, and let your enthusiasm count as part of your skill.",
      money: "A generous, steady sense of your own worth, planted like a sunflower in full sun. Let confidence rather than scarcity shape how you talk about money, including what you ask for and what you freely give.",
      self: "Self-assurance with an independent streak, the black cat's calm beside the sunflower's brightness. Own your radiance without apology, and keep your own fire fed, not only everyone else's.",
      other: "Warm, generous energy toward the other person. Offer encouragement freely, share what you love, and stay exactly yourself rather than reshaping to fit what you imagine is wanted.",
      practice: "Each day this week, give one sincere compliment and spend twenty minutes on something you love for its own sake, with a bright flower nearby as a reminder.",
    },
    reversed: {
      love: "Warmth turned inward into jealousy, comparison or a quiet fear of not being enough. Come back to what makes you feel alive on your own, and let the glow return before you measure yourself against anyone.",
      work: "A bright worker burnt out from lighting everyone else's way, or envy of someone else's spotlight. Reclaim one task that feeds your own fire, and stop volunteering warmth you no longer have.",
      money: "Worth tangled up with comparison, someone else's lifestyle making your own feel small. Turn away from the window, and ground your sense of enough in what you love rather than what others display.",
      self: "The fire burnt low, the sunflower drooping: self-doubt after giving too much. Rest, pleasure and the small things you are good at are the fuel; give yourself all three until confidence catches again.",
      other: "Insecurity flaring in the bond, perhaps as jealousy, perhaps as withdrawal. Notice what sparks it in you, and speak the need underneath directly instead of testing the other person.",
      practice: "Write down one comparison that has been stinging you, and beside it list three things you do well that have nothing to do with it.",
    },
  },
  // King · air of fire: a throne of lions and salamanders, one salamander biting its own tail, a flowering staff.
  "wands-14": {
    upright: {
      love: "Love with a visionary at the helm: big plans, bold commitment, a generous conviction about what you want to build. Lead with honesty, share the whole picture, and make room for the other half of the vision.",
      work: "Leadership that sees the whole map and sets others alight with it. Decide, explain the why in a sentence people can repeat, and stand behind the decision once it is made.",
      money: "A long, clear vision for what your resources are for, held with calm authority. Decide what you are building over years rather than weeks, and let that purpose steady your everyday choices.",
      self: "The salamander biting its own tail: a fire that renews itself because it knows what it burns for. Step into your own authority, and take full responsibility for the vision you hold.",
      other: "A chance to lead by example with the other person. Share your vision openly, ask about theirs with real interest, and let your decisiveness make space for them rather than deciding for them.",
      practice: "Write your vision for this question in three sentences, share it with someone whose judgement you trust, and make one decision this week that follows from it.",
    },
    reversed: {
      love: "Standards in love that burn hotter than the bond can bear: impatience, control, a vision with no room for anyone else. Lower the flame, listen more than you pronounce, and let someone else steer now and then.",
      work: "Leadership curdling into impatience: decisions announced instead of shared, a vision that outruns the people who must carry it. Ask for input before you decide, and let patience count as strength.",
      money: "Money held to impossible standards: perfection demanded of every choice, or pride that refuses help. Loosen the crown, ask for another view, and let good enough be a real achievement.",
      self: "An inner ruler with expectations no human could meet. Offer yourself the patience you would give a promising apprentice, and let humility sit beside ambition.",
      other: "A power struggle, or impatience with anyone who moves slower than you. Step down from the throne for one conversation, ask for the other person's view, and let it change something.",
      practice: "In every meeting or important conversation this week, ask one question and listen to the full answer before you say what you think.",
    },
  },
};
