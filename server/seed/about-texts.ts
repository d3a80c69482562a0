import type { Gender } from '../../contract/accounts';
import type { Language } from '../../contract/constants';
import { Random } from './prng';

/**
 * Profile texts of the demo members, written for the demo in each of the 11 languages (not translated from each
 * other; lists differ in length): in the first person, plus texts for couples ("we") and for members with a kink.
 * Where a language marks gender, the text carries both forms as `«masculine|feminine»` (see `inGender`). A demo
 * member writes in their country's language; a visitor in another language sees that member's text of their own
 * language (server/seed/demo-texts.ts), as long as the member's text is still the generated one.
 */
export interface AboutTexts {
  readonly general: readonly string[];
  readonly couple: readonly string[];
  readonly kink: readonly string[];
}


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

const it: AboutTexts = {
  general: [
    '«Nuovo|Nuova» in città e «curioso|curiosa» di scoprire chi c’è in giro. Prima un caffè, poi si vedrà.',
    'Rido facilmente, cucino male e ballo quando nessuno guarda. Cerco qualcuno che faccia lo stesso.',
    'I fine settimana sono fatti per lunghe passeggiate, un buon vino e chiacchiere fino all’alba.',
    'Non cerco la perfezione. Cerco qualcuno di divertente, sincero e un po’ birichino.',
    'Lavoro sodo e mi diverto ancora di più. Raccontami la cosa più bella che ti è successa questa settimana.',
    'Amo il mare, le battute pessime e le persone che dicono quello che pensano. Saltiamo i convenevoli.',
    'Domanda sincera: come sarebbe il nostro primo appuntamento? Sorprendimi.',
    'Da poco single e «pronto|pronta» a godermi di nuovo la vita. Niente drammi, solo buona compagnia.',
    'La musica è la mia terapia. Festival d’estate, locali accoglienti d’inverno.',
    '«Tranquillo|Tranquilla» fuori, un po’ «selvaggio|selvaggia» dentro. Vieni a scoprirlo.',
    'Faccio una lasagna favolosa e una prima impressione ancora migliore. Mettiamole alla prova entrambe.',
    'Sono qui per conoscere gente nuova e magari qualcuno di speciale. Scrivimi!',
  ],
  couple: [
    'Siamo una coppia felicemente sposata e cerchiamo persone affini per serate divertenti. Massima discrezione.',
    'Insieme da anni e ancora curiosi. Ci piacciono la buona cucina, il buon vino e la compagnia stimolante.',
    'Coppia di mentalità aperta in cerca di nuove amicizie speciali. Prima conosciamoci con calma.',
    'Siamo una coppia giocosa che ama viaggiare. Cerchiamo qualcuno per un drink e, chissà, qualcosa di più.',
  ],
  kink: [
    'So cosa mi piace e non ho paura di dirlo. Cerco qualcuno che ami le regole quanto me.',
    'Prima rispetto, fiducia e limiti chiari, poi si gioca. Ho esperienza, ma non smetto mai di imparare.',
    'Corde, ruoli e un bello scambio di potere. Dimmi i tuoi limiti e io ti dirò i miei.',
    'Dolce in pubblico, un po’ più audace in privato. Cerco qualcuno che capisca al volo.',
    '«Curioso|Curiosa» del BDSM, cerco una persona paziente con cui scoprirlo. Sicuro, sano e consensuale.',
  ],
};

const pl: AboutTexts = {
  general: [
    'Jestem «nowy|nowa» w mieście i «ciekawy|ciekawa», kto tu jest. Najpierw kawa, a potem zobaczymy.',
    'Łatwo się śmieję, kiepsko gotuję i tańczę, gdy nikt nie patrzy. Szukam kogoś, kto robi tak samo.',
    'Weekendy są od długich spacerów, dobrego wina i rozmów do białego rana.',
    'Nie szukam ideału. Szukam kogoś zabawnego, szczerego i trochę niegrzecznego.',
    'Ciężko pracuję i jeszcze lepiej się bawię. Opowiedz mi o najlepszej rzeczy, jaka spotkała cię w tym tygodniu.',
    'Kocham morze, suche żarty i ludzi, którzy mówią, co myślą. Pomińmy small talk.',
    'Szczere pytanie: jak wyglądałaby nasza pierwsza randka? Zaskocz mnie.',
    'Od niedawna «singiel|singielka» i «gotowy|gotowa», by znów cieszyć się życiem. Bez dramatów, tylko dobre towarzystwo.',
    'Muzyka to moja terapia. Latem festiwale, zimą przytulne knajpki.',
    '«Spokojny|Spokojna» z zewnątrz, trochę «dziki|dzika» w środku. Sprawdź, jak jest naprawdę.',
    'Robię świetną lazanię i jeszcze lepsze pierwsze wrażenie. Sprawdźmy jedno i drugie.',
    'Jestem tu, żeby poznać nowych ludzi, a może kogoś wyjątkowego. Napisz do mnie!',
  ],
  couple: [
    'Jesteśmy szczęśliwym małżeństwem i szukamy podobnie myślących osób na miłe wieczory. Dyskrecja gwarantowana.',
    'Razem od lat i wciąż ciekawi świata. Lubimy dobre jedzenie, dobre wino i ciekawe towarzystwo.',
    'Otwarta para szuka nowych znajomości z bonusem. Najpierw poznajmy się bliżej.',
    'Jesteśmy wesołą parą, która kocha podróże. Szukamy kogoś na drinka, a może na coś więcej.',
  ],
  kink: [
    'Wiem, czego chcę, i nie boję się o tym mówić. Szukam kogoś, kto lubi zasady tak jak ja.',
    'Najpierw szacunek, zaufanie i jasne granice — potem zabawa. Mam doświadczenie, ale wciąż się uczę.',
    'Liny, role i dobra wymiana władzy. Powiedz mi o swoich granicach, a ja powiem o moich.',
    '«Słodki|Słodka» na co dzień, nieco «mroczniejszy|mroczniejsza» w sypialni. Szukam kogoś, kto to rozumie.',
    'Ciekawi mnie BDSM i szukam cierpliwej osoby, z którą mogę to odkrywać. Bezpiecznie, świadomie i za zgodą.',
  ],
};

const da: AboutTexts = {
  general: [
    'Ny i byen og nysgerrig efter, hvem der er derude. Kaffe først, resten finder vi ud af.',
    'Jeg griner let, laver elendig mad og danser, når ingen kigger. Søger en, der gør det samme.',
    'Weekender er til lange gåture, god vin og samtaler, der varer, til det bliver lyst igen.',
    'Jeg leder ikke efter den perfekte. Jeg leder efter en, der er sjov, ærlig og lidt fræk.',
    'Jeg arbejder hårdt og hygger mig endnu mere. Fortæl mig det bedste, der er sket for dig i denne uge.',
    'Jeg elsker stranden, dårlige ordspil og folk, der siger, hvad de mener. Lad os springe smalltalken over.',
    'Ærligt spørgsmål: hvordan ser vores første date ud? Overrask mig.',
    'For nylig single og klar til at nyde livet igen. Intet drama, bare godt selskab.',
    'Musik er min terapi. Festivaler om sommeren, hyggelige barer om vinteren.',
    'Rolig udenpå, lidt vild indeni. Kom og find ud af det.',
    'Jeg laver en fantastisk lasagne og et endnu bedre førstehåndsindtryk. Lad os teste begge dele.',
    'Her for at møde nye mennesker og måske en helt særlig. Sig hej!',
  ],
  couple: [
    'Vi er et lykkeligt gift par, der søger ligesindede til sjove aftener. Diskretion garanteret.',
    'Sammen i mange år og stadig nysgerrige. Vi nyder god mad, god vin og spændende selskab.',
    'Fordomsfrit par søger nye venner med fordele. Lad os lære hinanden at kende først.',
    'Vi er et legesygt par, der elsker at rejse. Søger en, der vil med på en drink og måske mere.',
  ],
  kink: [
    'Jeg ved, hvad jeg kan lide, og er ikke bange for at sige det. Søger en, der holder lige så meget af regler som mig.',
    'Respekt, tillid og klare grænser først – så kan vi lege. Erfaren, men lærer stadig.',
    'Til reb, roller og en god magtudveksling. Fortæl mig dine grænser, så fortæller jeg mine.',
    'Sød udadtil, lidt mørkere privat. Søger en makker, der forstår det.',
    'Nysgerrig på BDSM og søger en tålmodig person at udforske det med. Sikkert, fornuftigt og med samtykke.',
  ],
};

const fi: AboutTexts = {
  general: [
    'Uutena kaupungissa ja utelias näkemään, keitä täällä on. Ensin kahvit, loput nähdään.',
    'Nauran helposti, kokkaan huonosti ja tanssin, kun kukaan ei katso. Etsin jotakuta, joka tekee samoin.',
    'Viikonloput on tehty pitkille kävelyille, hyvälle viinille ja keskusteluille aamun valkenemiseen asti.',
    'En etsi täydellistä. Etsin hauskaa, rehellistä ja vähän tuhmaa seuraa.',
    'Teen töitä ahkerasti ja pidän hauskaa vielä enemmän. Kerro paras asia, joka sinulle tapahtui tällä viikolla.',
    'Rakastan rantaa, huonoja sanaleikkejä ja ihmisiä, jotka sanovat mitä tarkoittavat. Jätetään small talk väliin.',
    'Rehellinen kysymys: millaiset olisivat ensitreffimme? Yllätä minut.',
    'Vastikään sinkuksi jäänyt ja valmis nauttimaan elämästä taas. Ei draamaa, vain hyvää seuraa.',
    'Musiikki on terapiaani. Kesällä festarit, talvella kodikkaat baarit.',
    'Ulkoa rauhallinen, sisältä vähän villi. Tule ottamaan selvää.',
    'Teen mahtavaa lasagnea ja vielä paremman ensivaikutelman. Testataan molemmat.',
    'Täällä tutustumassa uusiin ihmisiin ja ehkä johonkuhun erityiseen. Sano moi!',
  ],
  couple: [
    'Olemme onnellisesti naimisissa oleva pari ja etsimme samanhenkisiä ihmisiä hauskoihin iltoihin. Hienotunteisuus taattu.',
    'Yhdessä vuosia ja yhä uteliaita. Nautimme hyvästä ruoasta, hyvästä viinistä ja kiinnostavasta seurasta.',
    'Ennakkoluuloton pari etsii uusia ystäviä, joiden kanssa voi olla muutakin. Tutustutaan ensin.',
    'Olemme leikkisä pari, joka rakastaa matkustamista. Etsimme jotakuta drinkille ja ehkä muuhunkin.',
  ],
  kink: [
    'Tiedän, mistä pidän, enkä ujostele sanoa sitä. Etsin jotakuta, joka pitää säännöistä yhtä paljon kuin minä.',
    'Ensin kunnioitus, luottamus ja selvät rajat – sitten leikitään. Kokenut, mutta opin aina lisää.',
    'Köysiä, rooleja ja kunnon vallanvaihtoa. Kerro rajasi, niin kerron omani.',
    'Suloinen julkisesti, vähän synkempi kahden kesken. Etsin rikoskumppania, joka ymmärtää.',
    'BDSM kiinnostaa, ja etsin kärsivällistä ihmistä, jonka kanssa tutustua siihen. Turvallisesti, järkevästi ja suostumuksella.',
  ],
};

const nb: AboutTexts = {
  general: [
    'Ny i byen og nysgjerrig på hvem som er der ute. Kaffe først, så får vi se.',
    'Jeg ler lett, lager elendig mat og danser når ingen ser på. Ser etter noen som gjør det samme.',
    'Helger er for lange turer, god vin og samtaler som varer til det blir lyst igjen.',
    'Jeg ser ikke etter den perfekte. Jeg ser etter noen som er morsom, ærlig og litt frekk.',
    'Jeg jobber hardt og koser meg enda mer. Fortell meg det beste som har skjedd deg denne uka.',
    'Jeg elsker stranda, dårlige ordspill og folk som sier det de mener. La oss hoppe over småpraten.',
    'Ærlig spørsmål: hvordan ser vår første date ut? Overrask meg.',
    'Nylig singel og klar for å nyte livet igjen. Ikke noe drama, bare godt selskap.',
    'Musikk er terapien min. Festivaler om sommeren, koselige barer om vinteren.',
    'Rolig på utsiden, litt vill på innsiden. Kom og finn det ut.',
    'Jeg lager en fantastisk lasagne og et enda bedre førsteinntrykk. La oss teste begge deler.',
    'Her for å møte nye folk og kanskje noen helt spesiell. Si hei!',
  ],
  couple: [
    'Vi er et lykkelig gift par som søker likesinnede til hyggelige kvelder. Diskresjon garantert.',
    'Sammen i mange år og fortsatt nysgjerrige. Vi liker god mat, god vin og spennende selskap.',
    'Åpensinnet par søker nye venner med fordeler. La oss bli kjent først.',
    'Vi er et lekent par som elsker å reise. Ser etter noen som vil bli med på en drink og kanskje mer.',
  ],
  kink: [
    'Jeg vet hva jeg liker, og er ikke redd for å si det. Ser etter noen som liker regler like mye som meg.',
    'Respekt, tillit og klare grenser først – så kan vi leke. Erfaren, men lærer fortsatt.',
    'Glad i tau, roller og en god maktutveksling. Fortell meg grensene dine, så forteller jeg mine.',
    'Søt utad, litt mørkere privat. Ser etter en medsammensvoren som skjønner det.',
    'Nysgjerrig på BDSM og ser etter en tålmodig person å utforske det med. Trygt, fornuftig og frivillig.',
  ],
};

const sv: AboutTexts = {
  general: [
    'Ny i stan och nyfiken på vem som finns där ute. Kaffe först, sen får vi se.',
    'Jag skrattar lätt, lagar usel mat och dansar när ingen tittar. Söker någon som gör likadant.',
    'Helger är till för långa promenader, gott vin och samtal som håller på tills det ljusnar igen.',
    'Jag söker inte den perfekta. Jag söker någon som är rolig, ärlig och lite busig.',
    'Jag jobbar hårt och har ännu roligare. Berätta det bästa som hänt dig den här veckan.',
    'Jag älskar stranden, dåliga ordvitsar och folk som säger vad de menar. Vi hoppar över kallpratet.',
    'Ärlig fråga: hur ser vår första dejt ut? Överraska mig.',
    'Nyligen singel och redo att njuta av livet igen. Inget drama, bara gott sällskap.',
    'Musik är min terapi. Festivaler på sommaren, mysiga barer på vintern.',
    'Lugn på utsidan, lite vild på insidan. Kom och ta reda på det.',
    'Jag gör en fantastisk lasagne och ett ännu bättre första intryck. Vi testar båda.',
    'Här för att träffa nya människor och kanske någon alldeles speciell. Säg hej!',
  ],
  couple: [
    'Vi är ett lyckligt gift par som söker likasinnade för roliga kvällar. Diskretion garanteras.',
    'Tillsammans i många år och fortfarande nyfikna. Vi gillar god mat, gott vin och spännande sällskap.',
    'Fördomsfritt par söker nya vänner med förmåner. Vi lär känna varandra först.',
    'Vi är ett lekfullt par som älskar att resa. Söker någon som vill ta en drink med oss och kanske mer.',
  ],
  kink: [
    'Jag vet vad jag gillar och är inte rädd för att säga det. Söker någon som gillar regler lika mycket som jag.',
    'Respekt, tillit och tydliga gränser först – sedan kan vi leka. Erfaren, men lär mig fortfarande.',
    'Gillar rep, roller och ett bra maktutbyte. Berätta dina gränser så berättar jag mina.',
    'Söt utåt, lite mörkare privat. Söker en medbrottsling som förstår.',
    'Nyfiken på BDSM och söker en tålmodig person att utforska det med. Säkert, sunt och med samtycke.',
  ],
};

export const ABOUT_TEXTS: Readonly<Record<Language, AboutTexts>> = { en, nl, de, fr, es, it, pl, da, fi, nb, sv };

/** Picks the masculine or feminine form of every `«m|f»` in a text. */
export function inGender(text: string, feminine: boolean): string {
  return text.replace(/«([^|»]*)\|([^»]*)»/g, (_match, masculine: string, female: string) => (feminine ? female : masculine));
}

/**
 * Which demo text a member has, independent of the language: the kind (couples write as "we", members with a kink
 * often about it), a number that picks the text in every language's list, and the grammatical gender. Decided from
 * the member (seed and index), not from the generator's stream, so the same member's text can be shown in any
 * visitor's language (`demoAboutText`).
 */
export interface AboutChoice {
  readonly kind: keyof AboutTexts;
  readonly pick: number;
  readonly feminine: boolean;
}

function mix(seed: number, index: number): number {
  let hash = (seed ^ 0x51ed270b) >>> 0;
  hash = Math.imul(hash ^ index, 0x85ebca6b) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0;
  return (hash ^ (hash >>> 16)) >>> 0;
}

export function demoAboutChoice(seed: number, index: number, gender: Gender, kink: boolean): AboutChoice {
  const random = new Random(mix(seed, index));
  const kinky = random.chance(0.6);
  const feminine = gender === 'woman' || (gender === 'trans' && random.chance(0.5));
  const kind = gender === 'couple' ? 'couple' : kink && kinky ? 'kink' : 'general';
  return { kind, pick: random.int(0, 9999), feminine };
}

/** The member's demo text in one language (each language has its own texts, written for it). */
export function demoAboutText(choice: AboutChoice, language: Language): string {
  const list = ABOUT_TEXTS[language][choice.kind];
  return inGender(list[choice.pick % list.length] ?? '', choice.feminine);
}
