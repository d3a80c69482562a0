/**
 * Profile texts of the demo members, written for the demo (not translated from each other): 40 per language, in the
 * first person, plus texts for couples ("we") and for members with a kink. Where a language marks gender, the text
 * carries both forms as `«masculine|feminine»` (see `inGender`). Members from countries without their own list use
 * the English texts.
 */
export interface AboutTexts {
  readonly general: readonly string[];
  readonly couple: readonly string[];
  readonly kink: readonly string[];
}

export const ABOUT_LANGUAGES = ['en', 'nl', 'de', 'fr', 'es'] as const;
export type AboutLanguage = (typeof ABOUT_LANGUAGES)[number];

const en: AboutTexts = {
  general: [
    "New in town and curious who's out there. Coffee first, the rest we'll see.",
    'I laugh easily, cook badly and dance whenever nobody is watching. Looking for someone who does the same.',
    "Weekends are for long walks, good wine and conversations that go on until it's light again.",
    'Not looking for perfect. Looking for fun, honest and a little bit naughty.',
    'I work hard and play harder. Tell me the best thing that happened to you this week.',
    "Bookworm by day, night owl by night. Send me your favourite novel and I'll tell you if we match.",
    'Sporty, spontaneous and always up for an adventure — a weekend away, a concert, or just a lazy Sunday.',
    "I love the beach, bad puns and people who say what they mean. Let's skip the small talk.",
    'Honest question: what would our first date look like? Surprise me.',
    'Recently single and ready to enjoy life again. No drama, just good company.',
    "Travelled a lot, settled a bit. Still curious about everything, including you.",
    "I'm the friend who always knows a good restaurant. Looking for someone to share the dessert with.",
    'Music is my therapy. Festivals in summer, cosy bars in winter.',
    'Calm on the outside, a little wild on the inside. Come and find out.',
    "Dog person, coffee addict, terrible at replying quickly but worth the wait.",
    "I'm here for real chemistry. If the conversation flows, everything else follows.",
    'Life is too short for boring dates. Cocktails, a museum, or a midnight swim?',
    "Confident, caring and a great listener. Your turn to tell me something about you.",
    'Sunday mornings in bed with the newspaper and someone nice beside me. That is the goal.',
    "I like people with a bit of mischief in their eyes. Do you have it?",
    'Hiking boots in the car, a suitcase half packed. Always ready to go somewhere.',
    'Looking for flirting, laughing and seeing where it leads. Open mind, warm heart.',
    "I make a mean lasagne and an even better first impression. Let's test both.",
    'A romantic at heart, but I also like to keep things light. Message me and we will see.',
    'Gym in the morning, Netflix in the evening, and something exciting in between.',
    "Old soul with young energy. I appreciate good manners and a wicked sense of humour.",
    'Here to meet new people and maybe someone special. Say hi!',
    "Just moved back to the area after years abroad. Show me the places I've missed.",
    'I believe in chemistry, good timing and never saying no to dessert.',
    "Straightforward and easy-going. If you like me, tell me — I'll do the same.",
    'Looking for someone to share secrets, snacks and the occasional crazy idea with.',
  ],
  couple: [
    'We are a happily married couple looking to meet like-minded people for fun evenings. Discretion guaranteed.',
    'Together for years and still curious. We enjoy good food, good wine and exciting company.',
    'Open-minded couple looking for new friends with benefits. Let us get to know each other first.',
    "We're a playful couple who love to travel. Looking for someone who wants to join us for a drink and maybe more.",
  ],
  kink: [
    'I know what I like and I am not shy to say it. Looking for someone who enjoys rules as much as I do.',
    'Respect, trust and clear boundaries first — then we can play. Experienced, but always learning.',
    "Into ropes, roles and a good power exchange. Tell me your limits and I'll tell you mine.",
    "Sweet in public, a little darker in private. Looking for a partner in crime who gets it.",
    'Curious about BDSM and looking for someone patient to explore it with. Safe, sane and consensual.',
  ],
};

const nl: AboutTexts = {
  general: [
    'Nieuw in de stad en benieuwd wie er allemaal rondloopt. Eerst koffie, de rest zien we wel.',
    'Ik lach snel, kook slecht en dans als niemand kijkt. Op zoek naar iemand die hetzelfde doet.',
    'Weekenden zijn voor lange wandelingen, een goed glas wijn en gesprekken tot het weer licht wordt.',
    'Ik zoek niet de perfecte match, maar iemand die leuk, eerlijk en een tikkeltje ondeugend is.',
    'Ik werk hard en geniet nog harder. Vertel me het leukste dat je deze week hebt meegemaakt.',
    'Overdag een boekenwurm, ’s avonds een nachtuil. Stuur me je favoriete roman en ik zeg of het klikt.',
    'Sportief, spontaan en altijd in voor een avontuur: een weekendje weg, een concert of gewoon een luie zondag.',
    'Ik hou van het strand, flauwe woordgrappen en mensen die zeggen wat ze bedoelen. Laten we het smalltalk overslaan.',
    'Eerlijke vraag: hoe ziet onze eerste date eruit? Verras me.',
    'Sinds kort single en klaar om weer van het leven te genieten. Geen drama, gewoon gezellig.',
    'Veel gereisd, een beetje gesetteld. Nog steeds nieuwsgierig naar alles, ook naar jou.',
    'Ik ben «die vriend|die vriendin» die altijd een goed restaurant weet. Zoek iemand om het toetje mee te delen.',
    'Muziek is mijn therapie. In de zomer festivals, in de winter gezellige kroegjes.',
    'Rustig van buiten, een beetje wild van binnen. Kom het maar ontdekken.',
    'Hondenmens, koffieverslaafd en niet de snelste met antwoorden, maar het wachten waard.',
    'Ik ben hier voor echte klik. Als het gesprek loopt, volgt de rest vanzelf.',
    'Het leven is te kort voor saaie dates. Cocktails, een museum of een nachtelijke duik?',
    'Zelfverzekerd, zorgzaam en een goede luisteraar. Nu jij: vertel eens iets over jezelf.',
    'Zondagochtend in bed met de krant en iemand leuks naast me. Dat is het doel.',
    'Ik val op mensen met een ondeugende twinkeling in hun ogen. Heb jij die?',
    'Wandelschoenen in de auto, koffer half ingepakt. Altijd klaar om ergens heen te gaan.',
    'Op zoek naar flirten, lachen en kijken waar het heen gaat. Open blik, warm hart.',
    'Ik maak een geweldige lasagne en een nog betere eerste indruk. Zullen we beide testen?',
    'Een romanticus in hart en nieren, maar ik hou het ook graag luchtig. Stuur me een berichtje.',
    '’s Ochtends de sportschool, ’s avonds Netflix en daartussen graag iets spannends.',
    'Oude ziel met jonge energie. Ik waardeer goede manieren en een flinke dosis humor.',
    'Hier om nieuwe mensen te leren kennen en misschien iemand speciaal. Zeg gerust hoi!',
    'Na jaren in het buitenland weer terug in de buurt. Laat me zien wat ik gemist heb.',
    'Ik geloof in chemie, goede timing en nooit nee zeggen tegen een toetje.',
    'Recht door zee en makkelijk in de omgang. Vind je me leuk, zeg het dan: ik doe hetzelfde.',
    'Op zoek naar iemand om geheimen, snacks en af en toe een gek idee mee te delen.',
  ],
  couple: [
    'Wij zijn een gelukkig getrouwd stel en willen graag gelijkgestemden ontmoeten voor gezellige avonden. Discretie gegarandeerd.',
    'Al jaren samen en nog steeds nieuwsgierig. We houden van lekker eten, goede wijn en spannend gezelschap.',
    'Ruimdenkend stel op zoek naar nieuwe vrienden met voordelen. Eerst even kennismaken natuurlijk.',
    'We zijn een speels stel dat graag reist. Zin om eens iets te drinken, en wie weet meer?',
  ],
  kink: [
    'Ik weet wat ik wil en durf het te zeggen. Op zoek naar iemand die net zo van regels houdt als ik.',
    'Eerst respect, vertrouwen en duidelijke grenzen, dan kunnen we spelen. Ervaren, maar altijd lerend.',
    'Touwen, rollenspel en een goede machtsverhouding: daar word ik blij van. Vertel me jouw grenzen, dan vertel ik de mijne.',
    'Lief in het openbaar, iets donkerder achter gesloten deuren. Op zoek naar een partner in crime die het snapt.',
    'Nieuwsgierig naar BDSM en op zoek naar iemand met geduld om het samen te ontdekken. Veilig en met wederzijds goedvinden.',
  ],
};

const de: AboutTexts = {
  general: [
    'Neu in der Stadt und gespannt, wer hier so unterwegs ist. Erst Kaffee, der Rest ergibt sich.',
    'Ich lache gern, koche schlecht und tanze, wenn keiner hinschaut. Suche jemanden, der das auch tut.',
    'Wochenenden sind für lange Spaziergänge, guten Wein und Gespräche, bis es wieder hell wird.',
    'Ich suche nicht den perfekten Menschen, sondern jemanden, der witzig, ehrlich und ein bisschen frech ist.',
    'Ich arbeite viel und genieße noch mehr. Erzähl mir das Schönste, was dir diese Woche passiert ist.',
    'Tagsüber Leseratte, nachts Nachteule. Verrate mir deinen Lieblingsroman, dann sage ich dir, ob es passt.',
    'Sportlich, spontan und immer für ein Abenteuer zu haben: ein Wochenendtrip, ein Konzert oder einfach ein fauler Sonntag.',
    'Ich liebe das Meer, schlechte Wortwitze und Menschen, die sagen, was sie meinen. Lass uns den Smalltalk überspringen.',
    'Ehrliche Frage: Wie sieht unser erstes Date aus? Überrasch mich.',
    'Seit Kurzem Single und bereit, das Leben wieder zu genießen. Kein Drama, einfach gute Gesellschaft.',
    'Viel gereist, ein bisschen angekommen. Immer noch neugierig auf alles, auch auf dich.',
    'Ich bin die Person, die immer ein gutes Restaurant kennt. Suche jemanden, mit dem ich mir den Nachtisch teile.',
    'Musik ist meine Therapie. Im Sommer Festivals, im Winter gemütliche Bars.',
    'Außen ruhig, innen ein bisschen wild. Finde es heraus.',
    'Hundemensch, kaffeesüchtig, antworte nicht immer sofort, aber das Warten lohnt sich.',
    'Ich bin hier für echte Chemie. Wenn das Gespräch läuft, ergibt sich der Rest von selbst.',
    'Das Leben ist zu kurz für langweilige Dates. Cocktails, Museum oder ein Mitternachtsbad?',
    'Selbstbewusst, fürsorglich und «ein guter Zuhörer|eine gute Zuhörerin». Jetzt du: Erzähl mir was über dich.',
    'Sonntagmorgen im Bett mit der Zeitung und jemand Nettem neben mir. Das ist das Ziel.',
    'Ich mag Menschen mit einem frechen Funkeln in den Augen. Hast du das?',
    'Wanderschuhe im Auto, Koffer halb gepackt. Immer bereit, irgendwohin aufzubrechen.',
    'Auf der Suche nach Flirten, Lachen und schauen, wohin es führt. Offener Kopf, warmes Herz.',
    'Ich mache eine großartige Lasagne und einen noch besseren ersten Eindruck. Wollen wir beides testen?',
    'Im Herzen romantisch, aber ich mag es auch locker. Schreib mir einfach.',
    'Morgens ins Fitnessstudio, abends Netflix und dazwischen gern etwas Aufregendes.',
    'Alte Seele mit junger Energie. Ich schätze gute Manieren und einen schrägen Humor.',
    'Hier, um neue Leute kennenzulernen und vielleicht jemand Besonderen. Sag ruhig Hallo!',
    'Nach Jahren im Ausland wieder zurück in der Gegend. Zeig mir, was ich verpasst habe.',
    'Ich glaube an Chemie, gutes Timing und daran, nie Nein zum Nachtisch zu sagen.',
    'Direkt und unkompliziert. Wenn du mich magst, sag es mir, ich mache es genauso.',
    'Suche jemanden, mit dem ich Geheimnisse, Snacks und ab und zu eine verrückte Idee teilen kann.',
  ],
  couple: [
    'Wir sind ein glücklich verheiratetes Paar und möchten Gleichgesinnte für schöne Abende kennenlernen. Diskretion ist selbstverständlich.',
    'Seit Jahren zusammen und immer noch neugierig. Wir mögen gutes Essen, guten Wein und aufregende Gesellschaft.',
    'Aufgeschlossenes Paar sucht neue Freundschaft plus. Zuerst lernen wir uns in Ruhe kennen.',
    'Wir sind ein verspieltes Paar und reisen gern. Lust auf einen Drink und vielleicht mehr?',
  ],
  kink: [
    'Ich weiß, was ich will, und sage es auch. Suche jemanden, der Regeln genauso mag wie ich.',
    'Erst Respekt, Vertrauen und klare Grenzen, dann wird gespielt. Erfahren, aber immer neugierig.',
    'Seile, Rollenspiele und ein gutes Machtgefälle machen mich glücklich. Nenn mir deine Grenzen, ich nenne dir meine.',
    'In der Öffentlichkeit lieb, hinter verschlossenen Türen etwas dunkler. Suche jemanden, der das versteht.',
    'Neugierig auf BDSM und auf der Suche nach jemandem mit Geduld, um es gemeinsam zu entdecken. Sicher und einvernehmlich.',
  ],
};

const fr: AboutTexts = {
  general: [
    'Nouv«eau|elle» dans le coin et curi«eux|euse» de voir qui est là. Un café d’abord, on verra pour la suite.',
    'Je ris facilement, je cuisine mal et je danse quand personne ne regarde. Je cherche quelqu’un qui fait pareil.',
    'Les week-ends, c’est pour les longues balades, un bon vin et des conversations jusqu’au lever du jour.',
    'Je ne cherche pas la perfection, juste quelqu’un de drôle, sincère et un peu coquin.',
    'Je travaille beaucoup et je profite encore plus. Raconte-moi la meilleure chose qui t’est arrivée cette semaine.',
    'Rat de bibliothèque le jour, oiseau de nuit le soir. Dis-moi ton roman préféré et je te dirai si on est faits pour s’entendre.',
    'Sporti«f|ve», spontané«|e» et toujours partant«|e» pour une aventure : un week-end, un concert ou un dimanche paresseux.',
    'J’adore la plage, les jeux de mots douteux et les gens qui disent ce qu’ils pensent. On saute les banalités ?',
    'Question sincère : à quoi ressemblerait notre premier rendez-vous ? Surprends-moi.',
    'Célibataire depuis peu et prêt«|e» à profiter de la vie. Pas de drame, juste de la bonne compagnie.',
    'J’ai beaucoup voyagé, je me suis un peu posé«|e». Toujours curi«eux|euse» de tout, et de toi aussi.',
    'Je connais toujours un bon restaurant. Je cherche quelqu’un avec qui partager le dessert.',
    'La musique est ma thérapie. Festivals l’été, petits bars cosy l’hiver.',
    'Calme à l’extérieur, un peu sauvage à l’intérieur. Viens le découvrir.',
    'Fan de chiens, accro au café, pas toujours rapide pour répondre mais ça vaut l’attente.',
    'Je suis là pour une vraie alchimie. Si la conversation coule, le reste suivra.',
    'La vie est trop courte pour des rendez-vous ennuyeux. Cocktails, musée ou baignade de minuit ?',
    'Sûr«|e» de moi, attentionné«|e» et à l’écoute. À ton tour de me parler de toi.',
    'Le dimanche matin au lit avec le journal et quelqu’un de gentil à côté. Voilà l’objectif.',
    'J’aime les gens qui ont une petite étincelle malicieuse dans les yeux. Tu l’as ?',
    'Chaussures de rando dans la voiture, valise à moitié prête. Toujours prêt«|e» à partir.',
    'Envie de flirter, de rire et de voir où ça nous mène. Esprit ouvert, cœur chaleureux.',
    'Je fais des lasagnes incroyables et une première impression encore meilleure. On teste les deux ?',
    'Romantique dans l’âme, mais j’aime aussi la légèreté. Écris-moi, on verra bien.',
    'Salle de sport le matin, séries le soir, et quelque chose d’excitant entre les deux.',
    'Une vieille âme avec une énergie de jeunesse. J’apprécie les bonnes manières et l’humour un peu décalé.',
    'Ici pour rencontrer de nouvelles personnes, et peut-être quelqu’un de spécial. Dis bonjour !',
    'De retour dans la région après des années à l’étranger. Montre-moi ce que j’ai manqué.',
    'Je crois à l’alchimie, au bon timing et au fait de ne jamais refuser un dessert.',
    'Direct«|e» et facile à vivre. Si je te plais, dis-le-moi, je ferai pareil.',
    'Je cherche quelqu’un avec qui partager des secrets, des grignotages et quelques idées folles.',
  ],
  couple: [
    'Couple marié et heureux, nous aimerions rencontrer des personnes partageant nos envies pour des soirées agréables. Discrétion assurée.',
    'Ensemble depuis des années et toujours curieux. Nous aimons la bonne cuisine, le bon vin et les rencontres excitantes.',
    'Couple ouvert d’esprit cherche de nouveaux amis complices. On commence par faire connaissance.',
    'Nous sommes un couple joueur qui adore voyager. Un verre ensemble, et plus si affinités ?',
  ],
  kink: [
    'Je sais ce que j’aime et je n’ai pas peur de le dire. Je cherche quelqu’un qui aime les règles autant que moi.',
    'D’abord le respect, la confiance et des limites claires, ensuite on joue. Expérimenté«|e», mais toujours en apprentissage.',
    'Cordes, jeux de rôle et un bel échange de pouvoir. Dis-moi tes limites, je te dirai les miennes.',
    'Doux en public, un peu plus sombre en privé. Je cherche un«|e» complice qui comprend.',
    'Curi«eux|euse» du BDSM, je cherche quelqu’un de patient pour le découvrir ensemble. Sûr, sain et consenti.',
  ],
};

const es: AboutTexts = {
  general: [
    'Nuev«o|a» en la ciudad y con curiosidad por ver quién anda por aquí. Primero un café, luego ya veremos.',
    'Me río con facilidad, cocino fatal y bailo cuando nadie mira. Busco a alguien que haga lo mismo.',
    'Los fines de semana son para paseos largos, buen vino y charlas hasta que amanece.',
    'No busco a alguien perfecto, busco a alguien divertido, sincero y un poco travieso.',
    'Trabajo mucho y disfruto todavía más. Cuéntame lo mejor que te ha pasado esta semana.',
    'De día, ratón de biblioteca; de noche, ave nocturna. Dime tu novela favorita y te diré si encajamos.',
    'Deportista, espontáne«o|a» y siempre list«o|a» para una aventura: una escapada, un concierto o un domingo de sofá.',
    'Me encantan la playa, los chistes malos y la gente que dice lo que piensa. ¿Nos saltamos la charla de ascensor?',
    'Pregunta sincera: ¿cómo sería nuestra primera cita? Sorpréndeme.',
    'Recién solter«o|a» y con ganas de volver a disfrutar de la vida. Sin dramas, solo buena compañía.',
    'He viajado mucho y me he asentado un poco. Sigo con curiosidad por todo, también por ti.',
    'Siempre conozco un buen restaurante. Busco a alguien con quien compartir el postre.',
    'La música es mi terapia. Festivales en verano, bares acogedores en invierno.',
    'Tranquil«o|a» por fuera, un poco salvaje por dentro. Ven a descubrirlo.',
    'Amante de los perros, adict«o|a» al café, no siempre respondo rápido pero merece la pena esperar.',
    'Estoy aquí por la química de verdad. Si la conversación fluye, lo demás viene solo.',
    'La vida es demasiado corta para citas aburridas. ¿Cócteles, un museo o un baño a medianoche?',
    'Segur«o|a», cariños«o|a» y sé escuchar. Ahora te toca a ti contarme algo.',
    'Domingos por la mañana en la cama con el periódico y alguien especial al lado. Ese es el plan.',
    'Me gusta la gente con un brillo pícaro en la mirada. ¿Lo tienes?',
    'Botas de montaña en el coche y la maleta a medio hacer. Siempre list«o|a» para escaparme.',
    'Busco coquetear, reír y ver adónde nos lleva. Mente abierta, corazón cálido.',
    'Hago una lasaña increíble y una primera impresión todavía mejor. ¿Probamos las dos?',
    'Romántic«o|a» de corazón, pero también me gusta lo ligero. Escríbeme y vemos.',
    'Gimnasio por la mañana, series por la noche y algo emocionante entre medias.',
    'Alma antigua con energía joven. Valoro los buenos modales y un humor un poco loco.',
    'Aquí para conocer gente nueva y quizá a alguien especial. ¡Salúdame!',
    'He vuelto a la zona después de años fuera. Enséñame lo que me he perdido.',
    'Creo en la química, en el buen momento y en no decir nunca que no al postre.',
    'Direct«o|a» y tranquil«o|a». Si te gusto, dímelo; yo haré lo mismo.',
    'Busco a alguien con quien compartir secretos, picoteo y alguna que otra locura.',
  ],
  couple: [
    'Somos un matrimonio feliz y queremos conocer a gente afín para noches divertidas. Discreción garantizada.',
    'Juntos desde hace años y con la misma curiosidad. Nos gustan la buena comida, el buen vino y la compañía emocionante.',
    'Pareja de mente abierta busca nuevas amistades con derecho a roce. Primero, conocernos con calma.',
    'Somos una pareja juguetona a la que le encanta viajar. ¿Te apetece tomar algo con nosotros, y quién sabe qué más?',
  ],
  kink: [
    'Sé lo que me gusta y no me da vergüenza decirlo. Busco a alguien que disfrute de las normas tanto como yo.',
    'Primero respeto, confianza y límites claros; después, a jugar. Con experiencia, pero siempre aprendiendo.',
    'Cuerdas, juegos de rol y un buen intercambio de poder. Cuéntame tus límites y yo te cuento los míos.',
    'Dulce en público, un poco más oscuro en privado. Busco un«|a» cómplice que lo entienda.',
    'Con curiosidad por el BDSM y buscando a alguien paciente para descubrirlo juntos. Seguro, sensato y consensuado.',
  ],
};

export const ABOUT_TEXTS: Readonly<Record<AboutLanguage, AboutTexts>> = { en, nl, de, fr, es };

/** Which texts a member from a country writes. */
export function aboutLanguageFor(country: string): AboutLanguage {
  switch (country) {
    case 'NL':
    case 'BE':
      return 'nl';
    case 'DE':
    case 'AT':
    case 'CH':
      return 'de';
    case 'FR':
      return 'fr';
    case 'ES':
      return 'es';
    default:
      return 'en';
  }
}

/** Picks the masculine or feminine form of every `«m|f»` in a text. */
export function inGender(text: string, feminine: boolean): string {
  return text.replace(/«([^|»]*)\|([^»]*)»/g, (_match, masculine: string, female: string) => (feminine ? female : masculine));
}
