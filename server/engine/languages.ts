/**
 * The languages the embedded engine speaks: each an espeak-ng language voice, named by its ISO 639-1 id as the
 * public API does. Only languages espeak-ng reads properly are listed: Japanese is left out because espeak-ng
 * reads kanji as "Chinese letter", and Filipino because espeak-ng has no voice for it.
 */
export interface EngineLanguage {
  /** ISO 639-1, as in the public API's `language_id` and `language_code`. */
  id: string;
  name: string;
  /** The espeak-ng voice used when a voice of another language speaks this one. */
  espeakVoice: string;
  /** A short sentence in the language, for previews and tests. */
  sample: string;
}

export const LANGUAGES: readonly EngineLanguage[] = [
  { id: 'en', name: 'English', espeakVoice: 'en-us', sample: 'Hello! This is a short preview of my voice.' },
  { id: 'es', name: 'Spanish', espeakVoice: 'es', sample: '¡Hola! Esta es una breve muestra de mi voz.' },
  { id: 'fr', name: 'French', espeakVoice: 'fr', sample: 'Bonjour ! Voici un court aperçu de ma voix.' },
  { id: 'de', name: 'German', espeakVoice: 'de', sample: 'Hallo! Das ist eine kurze Hörprobe meiner Stimme.' },
  { id: 'it', name: 'Italian', espeakVoice: 'it', sample: 'Ciao! Questa è una breve anteprima della mia voce.' },
  { id: 'pt', name: 'Portuguese', espeakVoice: 'pt-br', sample: 'Olá! Esta é uma breve amostra da minha voz.' },
  { id: 'pl', name: 'Polish', espeakVoice: 'pl', sample: 'Cześć! To jest krótka próbka mojego głosu.' },
  { id: 'nl', name: 'Dutch', espeakVoice: 'nl', sample: 'Hallo! Dit is een korte voorproef van mijn stem.' },
  { id: 'sv', name: 'Swedish', espeakVoice: 'sv', sample: 'Hej! Det här är ett kort smakprov på min röst.' },
  { id: 'da', name: 'Danish', espeakVoice: 'da', sample: 'Hej! Dette er en kort prøve på min stemme.' },
  { id: 'no', name: 'Norwegian', espeakVoice: 'nb', sample: 'Hei! Dette er en kort prøve på stemmen min.' },
  { id: 'fi', name: 'Finnish', espeakVoice: 'fi', sample: 'Hei! Tämä on lyhyt näyte äänestäni.' },
  { id: 'ru', name: 'Russian', espeakVoice: 'ru', sample: 'Привет! Это короткий образец моего голоса.' },
  { id: 'uk', name: 'Ukrainian', espeakVoice: 'uk', sample: 'Привіт! Це короткий зразок мого голосу.' },
  { id: 'cs', name: 'Czech', espeakVoice: 'cs', sample: 'Ahoj! Toto je krátká ukázka mého hlasu.' },
  { id: 'sk', name: 'Slovak', espeakVoice: 'sk', sample: 'Ahoj! Toto je krátka ukážka môjho hlasu.' },
  { id: 'hr', name: 'Croatian', espeakVoice: 'hr', sample: 'Bok! Ovo je kratki primjer mog glasa.' },
  { id: 'bg', name: 'Bulgarian', espeakVoice: 'bg', sample: 'Здравейте! Това е кратък образец на моя глас.' },
  { id: 'ro', name: 'Romanian', espeakVoice: 'ro', sample: 'Bună! Aceasta este o scurtă mostră a vocii mele.' },
  { id: 'hu', name: 'Hungarian', espeakVoice: 'hu', sample: 'Szia! Ez egy rövid minta a hangomból.' },
  { id: 'el', name: 'Greek', espeakVoice: 'el', sample: 'Γεια σας! Αυτό είναι ένα σύντομο δείγμα της φωνής μου.' },
  { id: 'tr', name: 'Turkish', espeakVoice: 'tr', sample: 'Merhaba! Bu, sesimin kısa bir örneği.' },
  { id: 'ar', name: 'Arabic', espeakVoice: 'ar', sample: 'مرحبا! هذه عينة قصيرة من صوتي.' },
  { id: 'hi', name: 'Hindi', espeakVoice: 'hi', sample: 'नमस्ते! यह मेरी आवाज़ का एक छोटा सा नमूना है।' },
  { id: 'ta', name: 'Tamil', espeakVoice: 'ta', sample: 'வணக்கம்! இது என் குரலின் ஒரு சிறிய மாதிரி.' },
  { id: 'id', name: 'Indonesian', espeakVoice: 'id', sample: 'Halo! Ini adalah contoh singkat suara saya.' },
  { id: 'ms', name: 'Malay', espeakVoice: 'ms', sample: 'Helo! Ini ialah contoh ringkas suara saya.' },
  { id: 'vi', name: 'Vietnamese', espeakVoice: 'vi', sample: 'Xin chào! Đây là một đoạn mẫu ngắn giọng nói của tôi.' },
  { id: 'zh', name: 'Chinese', espeakVoice: 'cmn', sample: '你好！这是我声音的简短试听。' },
  { id: 'ko', name: 'Korean', espeakVoice: 'ko', sample: '안녕하세요! 제 목소리의 짧은 샘플입니다.' },
];

const BY_ID = new Map(LANGUAGES.map((language) => [language.id, language]));

export const findLanguage = (id: string): EngineLanguage | undefined => BY_ID.get(id.toLowerCase());

// espeak-ng names Mandarin and Norwegian Bokmål differently from ISO 639-1.
const ESPEAK_TO_ISO: Readonly<Record<string, string>> = { cmn: 'zh', nb: 'no' };

/** The ISO 639-1 language of an espeak-ng voice name: 'en-gb-x-rp' → 'en', 'cmn' → 'zh'. */
export function languageOfEspeakVoice(espeakVoice: string): string {
  const primary = espeakVoice.toLowerCase().split(/[-+]/)[0] ?? espeakVoice;
  return ESPEAK_TO_ISO[primary] ?? primary;
}
