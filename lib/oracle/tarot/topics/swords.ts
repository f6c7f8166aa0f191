/**
 * Solara's topic layers for the Swords (air: thought, words, the decisions you keep turning over),
 * Ace to King. Position-neutral: each text reads after the composer's Past, Present or Path framing.
 */
import type { TopicTable } from "./types";

export const SWORDS_TOPICS: TopicTable = {
  // Ace: a hand from the cloud gripping one upright sword, crowned with olive and palm.
  "swords-01": {
    upright: {
      love: "One clean stroke through the fog of mixed signals. Say what you feel and what you want in a single clear sentence; a truth told kindly does more for love than another month of hinting.",
      work: "The breakthrough idea arrives, the one that makes a tangled problem simple. Write it down, test it against the facts, and act on it before meetings and second thoughts blunt the edge.",
      money: "Clarity about money is the gift: the figure you have avoided, the honest name for a habit. Look at it directly; a fact seen plainly frightens far less than a fog.",
      self: "A single bright thought rises out of the cloud, crowned, and everything rearranges around it. Hold that insight upright and let it make your next choice instead of the old noise.",
      other: "With the person in your question, clarity serves better than diplomacy. Ask the question you have been circling in plain words, and leave room for an equally plain answer.",
      practice: "Write the truest sentence you can about this situation on a card, keep it in your pocket all week, and read it before every hard conversation.",
    },
    reversed: {
      love: "The blade swings without aim: words meant to clarify are cutting, or thoughts race so fast that nothing lands. Wait until your hand is steady before you speak, and ask what you actually need to say.",
      work: "A sharp mind with nowhere to point ends up cutting colleagues or forcing decisions before they are ripe. Slow down, check the facts, and aim the edge at the problem rather than at people.",
      money: "Money thoughts spin without landing: plans, fears and sums that never settle into a decision. Gather the facts in one place, let the panic go quiet, then think again with a cooler head.",
      self: "Inner commentary has turned harsh, and mental clutter hides the truth you came looking for. Speak to yourself as you would to a friend who asked for honesty, not punishment.",
      other: "Hear your own words as the person you are asking about might hear them, and check whether they land as meant or as blades. Keep the truth and soften the delivery; both can survive in the same sentence.",
      practice: "Before any charged conversation this week, write your opening line, cross out every sharp word, and read the gentler version aloud once.",
    },
  },
  // Two: a blindfolded figure by the sea, two swords crossed over the heart, a crescent above.
  "swords-02": {
    upright: {
      love: "Blindfolded, arms crossed over the heart: a refusal to choose, and a hope that the tide will choose instead. Loosen the cloth long enough to admit which way your heart already leans.",
      work: "Two options balanced on crossed blades, and a stalemate that feels safer than either. Write down what each path costs you, then make the choice that lets your arms come down.",
      money: "Indecision about money keeps you guarding both sides, too tense to move. Look squarely at the trade-off and let a value you hold, rather than fear of a wrong step, break the deadlock.",
      self: "A composed face holds back a sea of competing thoughts. Acknowledge the conflict, sit with it by the water, and let the thin crescent of intuition tip the balance.",
      other: "A truce of silence with the person in your question is not the same as peace. Ask the question that breaks the stalemate, and be ready to hear an answer you did not script.",
      practice: "Write each option on its own sheet, read them aloud by a window, and notice which one your body leans toward; act on it by Sunday.",
    },
    reversed: {
      love: "The blindfold is slipping and the crossed swords have grown too heavy to hold. Too much has gone unsaid; choose before exhaustion makes the choice for you.",
      work: "Information overload makes every option look equally bad. Shrink the decision to its core question and answer that, instead of letting a deadline decide.",
      money: "Avoiding money questions has built up pressure, and the facts are pushing their way in. Meet them calmly: one honest look, one conversation, one decision at a time.",
      self: "Neutrality has a price, and your crossed arms ache from paying it. Admit which side you are on and let the relief of choosing be enough, even without a perfect answer.",
      other: "Something long avoided with the person you are asking about is pressing for attention. Speak from your own side, honestly and without accusation, and let the balance settle where it settles.",
      practice: "Set a date this week for one decision you have been avoiding, tell a friend the date, and keep it.",
    },
  },
  // Three: a heart pierced by three swords under grey cloud and rain; Saturn's hard lesson.
  "swords-03": {
    upright: {
      love: "Three blades through one heart with rain behind it: this hurts, and it deserves to be felt rather than explained away. Let the storm fall for a while; tears are part of how the blades work loose.",
      work: "A painful truth at work, a harsh review or a broken trust, has gone straight to the heart. Let it sting, then separate the lesson from the wound and keep only the lesson.",
      money: "Money has become tangled with hurt: a loss, a sharp exchange, a sense of betrayal. Feel the sorrow before deciding anything, so grief is not the one holding the pen.",
      self: "Sorrow has found its mark, and it asks for tears more than analysis. Give yourself permission to be sad without rushing to fix it or to be wise about it.",
      other: "Whatever hurt has passed between you and the person in your question needs naming. Tell them what wounded you without aiming to wound back, and notice what you need in order to heal.",
      practice: "Set aside one grey-weather hour this week to write exactly what hurts, then close the notebook and do one gentle thing for yourself.",
    },
    reversed: {
      love: "The rain is easing and the blades are loosening one at a time. Healing arrives in small mercies, a laugh, a good morning, a flicker of forgiveness that surprises you; let each one count.",
      work: "Recovery after a painful episode at work is under way. Stop replaying the sharpest moment and start rebuilding trust, beginning with trust in your own judgement.",
      money: "An old hurt around money is ready to be released. Forgive the mistake, or the person you have blamed, so the next conversation about money does not carry the last one's wound.",
      self: "Grief can be held on to because letting go feels disloyal. Let the clouds part a little; a heart can mend without forgetting anything that mattered.",
      other: "A softening toward the person you are asking about may be possible, even if it stays private. Decide whether forgiveness needs saying aloud or simply feeling, and let it lighten you either way.",
      practice: "Write three sentences, what hurt, what it taught you and what you are ready to set down, read them aloud once, then tear the page up.",
    },
  },
  // Four: a knight at rest in a quiet chapel, hands joined, three swords on the wall, one beneath.
  "swords-04": {
    upright: {
      love: "Love needs a quiet interval: a pause from the arguing, the analysing, the endless messages. Hang the swords on the wall for a while and let closeness be restful instead of a debate.",
      work: "Rest is part of the work. Put the tools on the wall, close the door, take the leave or the long weekend, and trust that a clear mind does in an hour what a tired one cannot do in a day.",
      money: "Money worry keeps your mind on guard all night. Give it a set hour and a closed door: look at what needs looking at, then leave it hanging on the wall until the next appointed time.",
      self: "Your mind needs a chapel: stillness, coloured light through glass, hands at rest. Retreat on purpose, as repair rather than escape, and let the quiet do its slow work.",
      other: "Space from the person in your question may be what keeps the bond whole. Ask for a pause kindly and name a time to come back to it, so the silence reads as rest and not retreat.",
      practice: "Block one hour each day this week for stillness with your phone in another room: lie down, watch the light move through a window, think of nothing in particular.",
    },
    reversed: {
      love: "Restlessness pulls you off the bench before you have recovered, or weariness keeps you from showing up at all. Notice which, and give the relationship what it actually needs: rest together, or a return to each other.",
      work: "Either burnout is pulling you off the bench before the rest has done its work, or the rest is done and the sword is waiting on the wall. Be honest about which of the two you are living.",
      money: "Money anxiety will not let your mind lie down; rest feels irresponsible. Schedule the worry like any other task, and guard the hours on either side of it.",
      self: "Stillness is being refused, or it has curdled into stagnation. Listen under the guilt to what you actually want: more quiet, or to stand up and walk out of the chapel into the day.",
      other: "A long pause with the person you are asking about may have drifted into avoidance. Decide whether you are resting the bond or hiding from it, and act on the honest answer.",
      practice: "Keep one evening this week entirely unscheduled, spend it neither working nor scrolling, and notice what your restlessness is trying to tell you.",
    },
  },
  // Five: a smirking victor gathering swords while two figures walk away under a torn sky.
  "swords-05": {
    upright: {
      love: "Winning the argument and losing the closeness: a sharp victory that leaves you alone on the shore holding all the swords. Decide what you want more, the point or the person, and speak from that.",
      work: "A competitive streak is leaving bruised colleagues behind it. Check which battles actually serve your goals and drop the ones that only feed your pride.",
      money: "Money has become a scorecard: who earns more, who gave in, who got the better deal. Count what the winning costs you, and what it would feel like to stop keeping count.",
      self: "The inner voice that always has to win leaves you lonely on a windy beach. Lay one sword down on purpose and see how it feels to concede a point and still be whole.",
      other: "Look at the distance left between you and the person in your question after the last clash. Ask yourself whether you are gathering proof or reaching for repair, and choose the second.",
      practice: "Concede one small argument you could have won this week, out loud and without sulking, and notice what it frees up.",
    },
    reversed: {
      love: "The jagged clouds are breaking after a quarrel nobody won. Make the first approach and apologise for your share without bargaining for anyone else's.",
      work: "Regret after a conflict at work opens a door to repair. Own your part, drop the need to be seen as right, and rebuild working trust one ordinary exchange at a time.",
      money: "Money quarrels, or shame about a grasping moment, are asking to be put down. Make peace with what happened, and let fairness rather than scorekeeping guide the next conversation.",
      self: "Letting go of winning feels like losing at first. Forgive yourself for the sharp moments, and find the kind of strength that has nothing left to prove.",
      other: "Reconciliation with the person you are asking about needs something set down on both sides. Offer your sword first, hilt forward, and see what comes back.",
      practice: "Write a short apology for one thing said in anger, with no excuses tucked into it, and deliver it this week in person or by message.",
    },
  },
  // Six: a ferry poled toward calmer water, a cloaked passenger and a child, swords standing in the boat.
  "swords-06": {
    upright: {
      love: "A crossing from rough water toward a calmer shore: a relationship moving through a hard patch, or you moving on from one. Keep the pace slow and gentle, and let time take some of the oars.",
      work: "A transition: a move, a new role, a quieter season after a storm at work. Carry only the skills and lessons that matter, and let calmer water be a relief rather than a loss.",
      money: "Money moves from choppy water toward a steadier shore. Keep the habits that kept you afloat and let the old panic stay behind on the far bank.",
      self: "You are ferrying yourself away from something painful, quietly, with the swords still standing in the boat. Grieve a little as you go; moving on and feeling sad can share one crossing.",
      other: "Moving away from the person in your question, or through a hard season beside them, asks for gentleness. Choose what you carry across and what can be left on the bank.",
      practice: "Take a slow journey this week, a bus ride, a ferry, a walk somewhere new, and list what you want to bring with you and what to leave behind.",
    },
    reversed: {
      love: "You are trying to cross with every old argument still in the boat. Set one grudge on the bank, otherwise the new shore looks exactly like the old one.",
      work: "Change keeps being postponed, or unfinished business drags behind you into every new role. Finish what must be finished, then let the boat move.",
      money: "Old money baggage rides along: the panic, the shame, a history that follows you from place to place. Name the heaviest piece and ask what it would take to leave it ashore.",
      self: "Resisting the crossing keeps you rocking in choppy water. Admit the fear of the unknown shore, and let patience pole you a little further out.",
      other: "Unfinished business with the person you are asking about makes every step away feel heavy. Say what still needs saying, or choose consciously to leave it unsaid.",
      practice: "Clear one small space this week, a drawer, a bag, a shelf, and as you do, name one thing you are ready to stop carrying.",
    },
  },
  // Seven: a figure tiptoeing out of the camp with five swords, two left standing behind.
  "swords-07": {
    upright: {
      love: "Quiet strategy in love: playing it cool, holding things back, testing the water sideways. Ask yourself plainly what you are hiding and why, because tactics rarely make anyone feel safe.",
      work: "Discretion and cleverness can serve you at work: a plan no one else has spotted, a way around the usual gate. Keep the cleverness clean, and check that none of the swords you carry belong to someone else.",
      money: "Notice any sleight of hand in your own relationship with money: the purchase you tuck out of sight, the figure you round down, the story you tell yourself. Secrets kept from yourself cost more than the truth.",
      self: "Part of you is tiptoeing out of camp with an armful of swords, hoping no one notices, least of all you. Ask what you are avoiding, and whether the sneaking protects you or isolates you.",
      other: "Keep your attention on your own side with the person in your question: what you hide, what you assume, what you have never asked outright. Trust grows from a direct question, not from detective work.",
      practice: "Write down one thing you have been doing quietly or keeping to yourself, decide whether to tell someone or to stop, and act on it this week.",
    },
    reversed: {
      love: "Conscience catches up, and a truth you held back wants out. Come clean about your own part, with care and good timing, and let honesty be the ground you stand on, whatever it costs your pride.",
      work: "Shortcuts or secrets at work grow harder to hold. Own the mistake early; a confession made freely does far less damage than a discovery.",
      money: "A money secret, a hidden habit or an unspoken debt, presses to be spoken. Tell the person who needs to know, and let the relief of honesty outweigh the embarrassment.",
      self: "Your conscience is tapping you on the shoulder. Listen without punishing yourself; owning up is the quickest road back to sleeping well.",
      other: "The only confession you can make about the person you are asking about is your own. Name what you have kept back, and invite honesty without demanding it.",
      practice: "Choose one small truth you have been withholding and tell it this week to the person it concerns, kindly and plainly.",
    },
  },
  // Eight: a bound, blindfolded figure standing in mud inside a loose ring of eight swords.
  "swords-08": {
    upright: {
      love: "Bound and blindfolded in a ring of swords, you may feel trapped in a story about love: you cannot leave, cannot ask, cannot change it. Test one knot; most of the binding is made of fear, not rope.",
      work: "The job feels like a cage of rules and obligations, with the castle far off behind you. Look again: the swords do not close the circle, and there is a gap wide enough to walk through.",
      money: "Fear about money works like a blindfold, making every direction feel like a blade. Write down what you actually know, and separate those facts from the story that keeps your feet stuck in the mud.",
      self: "A helpless story has wrapped itself around you so tightly that it passes for truth. Question one belief that keeps you still, and notice how loosely it is tied.",
      other: "Where you feel powerless with the person in your question, check whether that is the whole picture. Name one choice that is still yours, however small.",
      practice: "List every reason you feel stuck, then beside each write one small thing still within your power; do the easiest one this week.",
    },
    reversed: {
      love: "The cloth is slipping from your eyes and the gap between the swords is plain to see. Step toward what you want in love, even on shaky legs; every step proves the cage was partly imagined.",
      work: "A new angle on an old constraint loosens it. Use the freedom while it is fresh: ask for the change, redraw the role, or open the door you told yourself was locked.",
      money: "Seeing money clearly is how the ropes come off. Act on the part you can change and let go of the dread that was never tied to anything real.",
      self: "Your hands are working loose, and you are the one untying them. Honour each small freedom, and keep walking away from the story that made you small.",
      other: "Stepping out of an old pattern with the person you are asking about is possible from your side alone. Decide how you want to stand with them, then stand that way.",
      practice: "Do one thing this week that the trapped version of you called impossible, however small, and write down how it felt.",
    },
  },
  // Nine: a sleeper sitting up in the dark, face in hands, nine swords on the wall, a quilt of roses.
  "swords-09": {
    upright: {
      love: "Night thoughts about love stack up like blades on a dark wall, each worst case sharper than the last. Sort them in daylight into the ones resting on something you have seen and the ones that only grow in the dark.",
      work: "Worry about work follows you to bed: the email, the mistake, the meeting replayed a hundred times. Give the anxiety a set time and a notebook so it stops taking the night.",
      money: "Money fears are loudest at night, when you sit up with your face in your hands. Put them on paper, bring them into daylight, and if they are heavy, share them with someone you trust.",
      self: "The mind is turning on itself, and guilt or dread keeps you awake. Remember the quilt of roses across your knees: comfort is within reach, and you do not have to face the small hours alone.",
      other: "Anxiety may be writing scripts about the person in your question that have no basis outside your head. Check your worst fear against what you actually know, and ask instead of imagining.",
      practice: "Keep a notebook by your bed this week; write any night worry down in a single line, then close it and leave the worry on the page until morning.",
    },
    reversed: {
      love: "The long night over love is thinning toward morning. Reach for a person rather than your phone at three: a friend's voice can blunt what the dark sharpened.",
      work: "Dread about work eases once you turn and face what you feared. Take one concrete step toward the problem and watch how much smaller it looks in daylight.",
      money: "Money worry gives way to action as you become ready to look at what scared you. Ask for help if you need it; the nightmare is usually bigger than the page of facts.",
      self: "You may be hiding how much you have struggled, or only beginning to climb out of it. Say it aloud to someone, and let another pair of hands share the weight.",
      other: "Thinking clearly about the person you are asking about needs another voice in the room, theirs or a friend's. Say what worries you, and ask what is true before the night answers for you.",
      practice: "Once this week, tell one trusted person about a fear that has kept you up, and ask them simply to listen.",
    },
  },
  // Ten: a figure laid flat beneath ten swords while a yellow dawn breaks over still water.
  "swords-10": {
    upright: {
      love: "Something in love has hit the floor: the old way of doing it, the hope you kept propping up, the fight you kept reopening. Let that be finished; the yellow line on the horizon belongs to whatever you build next.",
      work: "A job, a project or a way of working has hit the bottom, and propping it up costs more than it saves. Accept the ending whole, take its lesson, and turn your face toward the light over the water.",
      money: "A hard low with money, or the end of an old way of handling it, lies flat on the ground. Let it be the floor you rebuild from, and ask for a hand up rather than pretending you are fine.",
      self: "Flat on the ground after a long fight, you do not have to get up straight away. Let the ending be complete; light is rising over the water whether or not you have the strength to watch.",
      other: "An old pattern with the person in your question has run its full course. Put down the fight, and decide what you want for yourself from the ground up.",
      practice: "Write the ending of this chapter as a single page, then finish it with one small thing you plan to do at dawn, and do it.",
    },
    reversed: {
      love: "The blades are being drawn out and you are rising, slowly, sore and still standing. Resist the urge to lie back down in the old story each time it replays.",
      work: "Recovery after a collapse at work is possible, unless you keep refusing to accept that it happened. Let the old thing be over so you can stand up in the new one.",
      money: "Recovery with money is starting, yet you keep reopening the worst of it to prove how bad it was. Stop rehearsing the fall and take one small, steady step toward solid ground.",
      self: "You survived something that felt unsurvivable, and part of you is still lying in the dust out of habit. Get up gently, one limb at a time, and walk toward the light you can already see.",
      other: "Reopening an ending with the person you are asking about keeps the old wounds fresh. Notice whether you are hoping to change the outcome or to be understood, and find another way to be heard.",
      practice: "Each morning this week, watch the light come up for five minutes, from a window or a doorstep, and name one thing you are rebuilding.",
    },
  },
  // Page: a young figure on a windswept hill, sword raised, birds scattering overhead.
  "swords-11": {
    upright: {
      love: "Curiosity sharpens love like wind on a hilltop: you want to know who someone really is, not only how they make you feel. Ask, listen closely, and keep judgement sheathed until you know more.",
      work: "A hungry, watchful mind is the asset: learning fast, asking why, spotting what others miss. Take notes, read the brief twice, and speak up only when you have something solid.",
      money: "Approach money as a student with sharp eyes: learn how it works, read the small print, ask the question that feels too basic. Knowledge is what turns worry into steadiness.",
      self: "Your mind is restless in a good way, testing ideas against the wind like a young lookout on a hill. Feed it something difficult, and notice which thoughts stay standing in a gust.",
      other: "Stay alert and curious with the person in your question without turning into a spy. Ask direct questions, watch what they do, and hold off on conclusions.",
      practice: "Pick one question about this situation you cannot answer yet, and spend an hour this week finding out, from a book, an expert or a conversation.",
    },
    reversed: {
      love: "Too much talking and too little truth: rumour, defensiveness, words used to keep a partner at arm's length. Before you speak, ask where each claim came from, including the gossip your own head supplies.",
      work: "All talk and no follow-through, or a sharp tongue that lands before you have the facts. Close your mouth, open the file, and let the work speak first.",
      money: "Hearsay about money, your own or other people's, may be guiding more than knowledge. Swap the chatter for one reliable source and one honest question.",
      self: "Defensiveness keeps your mind busy guarding the hilltop instead of learning from the view. Lower the blade an inch and let one uncomfortable truth in.",
      other: "Sort what you hear about the person you are asking about into gossip and things you have seen with your own eyes. Ask them directly, or let the rest blow away.",
      practice: "For one week, whenever you feel the urge to repeat something you heard, pause and ask whether you know it first-hand; write down how often you hesitated.",
    },
  },
  // Knight: a rider at full charge into the wind, sword high, trees bent and clouds torn.
  "swords-12": {
    upright: {
      love: "Love at full gallop, sword high and cloak streaming, riding straight at what it wants. Good, so long as the speed leaves room for another heart to keep pace.",
      work: "Ambition at full charge, trees bending in the wind of it: decisive action carries the day. Ride hard at the goal, and make sure nobody you work with ends up under the hooves.",
      money: "Determination turns money intentions into action: the budget conversation you keep postponing, the habit you are ready to break. Charge at it with your eyes open and the reins in one hand.",
      self: "Energy and conviction are surging through you. Ride them toward something that matters, and check now and then whether the wind is carrying you or you are steering.",
      other: "Bring clear intent to the person in your question, and check that your urgency is not running them over. Say what you want, then slow enough to hear the reply.",
      practice: "Pick the one goal you are charging toward, write three steps on a card, and complete the first before Wednesday.",
    },
    reversed: {
      love: "Speed without direction turns romance into collision: impatience, sharp words, a rush to be proved right. Rein in and look at who you have galloped past.",
      work: "Recklessness at work burns bridges and energy at once. Pause before the next charge and ask whether this is ambition or simply momentum.",
      money: "Rushed money decisions, made in a gust of frustration or impatience, tend to cut the wrong way. Let the wind drop before you act.",
      self: "You are galloping away from something and calling it drive. Dismount for an evening and let the dust settle around what you are really fleeing.",
      other: "With the person you are asking about, notice whether your bluntness has become a blade. Apologise where you overrode them, and try saying the same truth at half speed.",
      practice: "For one week, wait ten minutes before sending any heated message or making any snap decision; write down what changed in those ten minutes.",
    },
  },
  // Queen: seated in profile, sword upright, one hand lifted open, a single bird in a clear sky.
  "swords-13": {
    upright: {
      love: "Love met with clear eyes: no games, no pretending, honest boundaries delivered with grace. Say what you need and what you refuse to accept, kindly and without apology.",
      work: "Independence and a sharp eye serve you at work. Sit upright in the meeting, tell the truth nobody else will, and let your fairness carry as much weight as your edge.",
      money: "Clear boundaries around money are a form of self-respect: what you give, what you cover for others, what you are done carrying. Say them plainly, without guilt, to the people who need to hear.",
      self: "Sorrow survived has left you clear-eyed, like a figure above the clouds with one hand raised. Trust that clarity, set the boundary you already know you need, and keep the other hand open as you do it.",
      other: "Bring honesty and fairness to the person in your question. Name what you see, ask what they see, and keep the boundary without closing the door.",
      practice: "Write one boundary in a single clear sentence, practise saying it aloud, and use it this week with the person who needs to hear it.",
    },
    reversed: {
      love: "Old pain has turned your clarity into frost: guarded, quick to condemn, slow to soften. Keep the honesty and let a little warmth back into how you deliver it.",
      work: "Bitterness or coldness at work is isolating you, even when you are right. Soften the tone, keep the standards, and let people closer than arm's length.",
      money: "A guarded, bitter feeling around money, a fear of being taken advantage of again, may be hardening you. Notice where caution has turned into suspicion of everyone.",
      self: "The sword you once needed for protection is now cutting you off. Let yourself feel what lies under the sharpness, and be gentler with your own mistakes.",
      other: "Check whether the person you are asking about is being measured by their present actions or by an old wound. Say what you feel without the frost, and see if it lands differently.",
      practice: "This week, write a short letter to the person or event that made you guarded, say what it cost you, and end with one thing you are willing to let soften.",
    },
  },
  // King: enthroned facing forward, sword tilted, butterflies carved into the high stone seat.
  "swords-14": {
    upright: {
      love: "The clear head on the stone throne serves love well: hearing both sides, naming the real issue, choosing fairly. Let head and heart consult each other, and speak with authority and kindness in the same breath.",
      work: "Sound judgement and principled leadership carry the day. Gather the facts, hear the dissent, then make the call and own it with the calm of someone who has done the thinking.",
      money: "A rational, principled approach to money steadies you: facts over fear, fairness over impulse. Decide what your values are, and let them shape how you handle what comes in and goes out.",
      self: "A mind like a high stone throne: clear, fair, hard to stampede. Trust the thinking you have done, and let it guide your feelings rather than overrule them, the way the carved butterflies soften the stone.",
      other: "Be fair and clear with the person in your question. Say what you think, ask what they think, and make decisions you could explain to anyone.",
      practice: "Write the decision you face as a single page: the facts, your values, the choice; sleep on it once, then act on it this week.",
    },
    reversed: {
      love: "Logic without heart becomes a weapon in love: winning debates, correcting feelings, keeping score. Ask yourself whether you want to understand what happened or to win the verdict.",
      work: "Authority has turned rigid or cold, and rules are being swung like a cudgel, perhaps by you. Hold your ground on principle, and make sure your own power is used fairly.",
      money: "Money used to control, or a cold calculation that ignores people, shows that the head has crowded out the heart. Bring fairness and feeling back into the arithmetic.",
      self: "Overthinking and harsh judgement of yourself keep you on a throne of stone. Lower the sword, and ask what compassion would add to the verdict.",
      other: "Catch the moments when logic becomes a way to win against the person you are asking about rather than to understand them. Listen for what matters to them before you argue.",
      practice: "In your next disagreement this week, repeat back the other person's point until they agree you understood it, before you make your own.",
    },
  },
};
