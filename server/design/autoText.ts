import { PREVIEW_TEXT_MAX, PREVIEW_TEXT_MIN } from '../../src/domain';
import type { VoiceTraits } from '../engine/design/traits';
import { findLanguage } from '../engine/languages';

/**
 * auto_generate_text (api-contract §2): a preview text suited to the prompt, in the traits' language and in the
 * tone its descriptives ask for, always within the preview text bounds. Texts are written here, per tone, so each
 * one reads naturally aloud; the seed picks among a tone's texts.
 */

type Tone = 'calm' | 'energetic' | 'authoritative' | 'story' | 'playful' | 'dark';

const TONE_OF: Readonly<Record<string, Tone>> = {
  calm: 'calm', meditative: 'calm', relaxed: 'calm', gentle: 'calm', soft: 'calm', whispery: 'calm', breathy: 'calm',
  warm: 'story', wise: 'story', mature: 'story', pleasant: 'story', casual: 'story',
  energetic: 'energetic', upbeat: 'energetic', bright: 'energetic', confident: 'energetic', intense: 'energetic',
  authoritative: 'authoritative', professional: 'authoritative', formal: 'authoritative', serious: 'authoritative',
  crisp: 'authoritative',
  playful: 'playful', cute: 'playful', robotic: 'playful', nasal: 'playful',
  gravelly: 'dark', raspy: 'dark', husky: 'dark', deep: 'dark', dramatic: 'dark', grumpy: 'dark', anxious: 'dark',
};

const ENGLISH: Record<Tone, string[]> = {
  calm: [
    'Take a slow breath in, and let it go. Feel your shoulders soften and your thoughts settle like leaves on still water. There is nowhere else you need to be right now.',
    'The evening light is fading over the hills, and the garden is quiet. Let the sounds of the day drift away, one by one, until only this calm moment remains.',
  ],
  energetic: [
    'Good morning, everyone, and welcome to the biggest day of the season! We have new music, amazing guests and a surprise you will not want to miss, so stay right here with us!',
    'Ready to make today count? Grab your shoes, turn up the music and let us get moving. Every step is progress, and every small win adds up to something great!',
  ],
  authoritative: [
    'Good evening. Tonight we report on the new climate agreement, signed after three days of negotiation. Officials say the measures will take effect early next year across all member states.',
    'Welcome to this module on financial planning. In the next ten minutes you will learn how to set a budget, track your spending and build savings that protect you from the unexpected.',
  ],
  story: [
    'Long ago, in a village at the edge of a great forest, there lived an old clockmaker who could mend anything at all, except, it was said, a broken heart.',
    'My grandmother used to tell this story by the fire every winter. She would lower her voice at the best part, and we would all lean in closer to hear what happened next.',
  ],
  playful: [
    'Oh, hello there! You must be the new recruit. Do not mind the talking teapot, he is harmless, mostly. Now follow me, and try not to step on the dancing mushrooms!',
    'Beep boop, systems online! I have scanned the room and found three socks, one sandwich and zero clean dishes. Shall I start the great kitchen rescue mission now?',
  ],
  dark: [
    'The storm had been raging for three nights when the stranger knocked on the door. He did not say his name. He only asked for shelter, and for the key to the cellar.',
    'In a world where the last light is fading, one voice still remains. They told you the legend was over. They were wrong. This winter, the hunt begins again.',
  ],
};

/** One neutral text per language (at least 100 characters each), for prompts that name another language. */
const OTHER_LANGUAGES: Readonly<Record<string, string>> = {
  es: 'Hola, me alegra mucho que estés aquí. Hoy quiero contarte una pequeña historia sobre un viaje al mar, el olor de la sal y una tarde que nunca olvidaré.',
  fr: 'Bonjour et bienvenue. Aujourd\'hui, je vais vous raconter une petite histoire sur un voyage au bord de la mer, le parfum du sel et un après-midi inoubliable.',
  de: 'Hallo und herzlich willkommen. Heute erzähle ich Ihnen eine kleine Geschichte über eine Reise ans Meer, den Duft von Salz und einen Nachmittag, den ich nie vergesse.',
  it: 'Ciao e benvenuti. Oggi vi racconto una piccola storia su un viaggio al mare, il profumo del sale e un pomeriggio che non dimenticherò mai, qualunque cosa accada.',
  pt: 'Olá e seja bem-vindo. Hoje vou contar uma pequena história sobre uma viagem ao mar, o cheiro do sal e uma tarde que eu nunca vou esquecer, aconteça o que acontecer.',
  nl: 'Hallo en welkom. Vandaag vertel ik je een klein verhaal over een reis naar de zee, de geur van zout en een middag die ik nooit zal vergeten, wat er ook gebeurt.',
  pl: 'Cześć i witaj. Dzisiaj opowiem ci krótką historię o podróży nad morze, zapachu soli i popołudniu, którego nigdy nie zapomnę, bez względu na wszystko.',
};

function toneOf(traits: VoiceTraits): Tone {
  for (const tag of traits.descriptives) {
    const tone = TONE_OF[tag];
    if (tone) return tone;
  }
  if (traits.pace === 'slow') return 'calm';
  if (traits.pace === 'fast') return 'energetic';
  return 'story';
}

/**
 * The text for a prompt. Languages without a written text here get their language's short sample, repeated with
 * a pause until it reaches the minimum (honest, if plain).
 */
export function autoPreviewText(traits: VoiceTraits, seed: number): string {
  const language = traits.language ?? 'en';
  let text: string;
  if (language === 'en') {
    const options = ENGLISH[toneOf(traits)];
    text = options[Math.abs(Math.trunc(seed)) % options.length]!;
  } else {
    const sample = findLanguage(language)?.sample;
    text = OTHER_LANGUAGES[language] ?? (sample ? Array.from({ length: Math.ceil(PREVIEW_TEXT_MIN / sample.length) }, () => sample).join(' ') : ENGLISH.story[0]!);
  }
  return text.length > PREVIEW_TEXT_MAX ? text.slice(0, PREVIEW_TEXT_MAX) : text;
}
