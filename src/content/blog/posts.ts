import { BLOG_SLUGS } from './slugs';
import type { BlogPost } from './types';

/** The blog's ten articles, in English and Spanish. Figures and sources follow docs/coaching.md. */
export const BLOG_POSTS: BlogPost[] = [
  {
    id: 1,
    slugs: BLOG_SLUGS[1]!,
    category: 'aiTechnology',
    date: '2026-05-06',
    readTimeMinutes: 4,
    en: {
      title: 'How a rule-based coach turns your answers into a plan',
      excerpt:
        'Every Workout Coach plan starts with a short chat. Here is what happens between your last answer and your first set, step by step.',
      body: [
        {
          type: 'heading',
          text: 'A coach made of rules, not guesses',
        },
        {
          type: 'paragraph',
          text: 'When you finish the short chat in Workout Coach, the plan you receive is not improvised. By default it comes from a built-in, rule-based coach: a set of explicit decisions taken from published training research. It needs no network connection and no API key, and the same answers always lead to the same kind of plan. An optional language model can write richer text around it, but the decisions follow the rules described here.',
        },
        {
          type: 'paragraph',
          text: "The rules draw on well-known sources: the American College of Sports Medicine (ACSM) position stand of 2009 and its 2026 overview of reviews, the NSCA's Essentials of Strength Training and Conditioning, the analyses by Schoenfeld and colleagues of training volume and frequency, the World Health Organization's 2020 physical activity guidelines, and the 2016 work of Helms and colleagues on reps in reserve.",
        },
        {
          type: 'heading',
          text: 'Step 1: reading your answers',
        },
        {
          type: 'paragraph',
          text: 'The chat asks about your goal, your experience level, how many days a week you can train, how long each session can be, where you train, what equipment you have, whether anything hurts, your preferred style and the area you most want to work on. Equipment and location filter the exercise catalogue, so someone with only a chair and a floor never sees a barbell lift. Your level sets the starting sets, reps and effort.',
        },
        {
          type: 'heading',
          text: 'Step 2: choosing the parameters',
        },
        {
          type: 'paragraph',
          text: 'Goal and level together select the training parameters. A beginner who wants to build muscle, for example, starts with 2 to 3 sets of 8 to 12 reps, stopping with 2 to 3 reps in reserve and resting 60 to 90 seconds. An intermediate lifter training for strength works in sets of 3 to 6 reps with 2 to 5 minutes of rest. These ranges follow the NSCA and ACSM recommendations. Effort is written as reps in reserve (RIR), which Helms and colleagues link to the familiar RPE scale: RPE 10 means no reps left, RPE 8 means two.',
        },
        {
          type: 'heading',
          text: 'Step 3: building the week',
        },
        {
          type: 'paragraph',
          text: 'Your number of training days decides the split. The rule is that every muscle is trained at least twice a week, with about 48 hours between hard sessions for the same muscle. That gives:',
        },
        {
          type: 'list',
          items: [
            '2 days: full body A and B',
            '3 days: full body A, B, A',
            '4 days: upper body and lower body, twice each',
            '5 days: upper, lower, push, pull and legs',
            '6 days: push, pull and legs twice (intermediate and advanced only)',
            '7 days: six training days plus one day of mobility or easy aerobic work',
          ],
        },
        {
          type: 'paragraph',
          text: 'Novices and beginners lift on three or four days at most; any extra days become aerobic or mobility days, so recovery keeps up with the work. Rest days are named in the plan, not left implicit.',
        },
        {
          type: 'heading',
          text: 'Step 4: fitting the clock',
        },
        {
          type: 'paragraph',
          text: 'A plan that does not fit your time is a plan you will not follow. The coach estimates each set as the reps times 3 to 4 seconds, plus the rest, subtracts a 5 to 10 minute warm-up from sessions of 30 minutes or more, and picks the number of exercises to match: 2 to 3 in five minutes, 4 to 5 in thirty, 6 to 8 in an hour. Inside each session, multi-joint movements come before single-joint ones, between a warm-up and a cool-down.',
        },
        {
          type: 'heading',
          text: 'Step 5: checking for injuries',
        },
        {
          type: 'paragraph',
          text: 'If you mention a sore knee, back, shoulder, wrist or hip, the coach swaps out the movements that usually aggravate it and prefers gentler alternatives. Every plan also carries the same disclaimer: it is not medical advice, check with a physician before starting, and stop if you feel pain, dizziness or chest discomfort.',
        },
        {
          type: 'quote',
          text: 'The training decisions are written down in advance, so you can always see why your plan looks the way it does.',
        },
        {
          type: 'heading',
          text: 'Why rules come first',
        },
        {
          type: 'paragraph',
          text: 'A rule-based coach is predictable. The same answers give the same structure, every choice can be traced back to a source, and nothing depends on an outside service being available. It is also honest about its limits: it knows general principles for healthy adults, not your medical history. That is why your plan comes with form cues for every exercise, a four-week progression and a share link, but never with a diagnosis.',
        },
      ],
    },
    es: {
      title: 'Cómo un entrenador basado en reglas convierte tus respuestas en un plan',
      excerpt:
        'Cada plan de Workout Coach empieza con una breve conversación. Esto es lo que ocurre entre tu última respuesta y tu primera serie, paso a paso.',
      body: [
        {
          type: 'heading',
          text: 'Un entrenador hecho de reglas, no de suposiciones',
        },
        {
          type: 'paragraph',
          text: 'Cuando terminas la breve conversación de Workout Coach, el plan que recibes no es improvisado. Por defecto lo crea un entrenador integrado basado en reglas: un conjunto de decisiones explícitas tomadas de la investigación publicada sobre entrenamiento. No necesita conexión a la red ni clave de API, y las mismas respuestas llevan siempre al mismo tipo de plan. Un modelo de lenguaje opcional puede redactar un texto más rico, pero las decisiones siguen las reglas descritas aquí.',
        },
        {
          type: 'paragraph',
          text: 'Las reglas se apoyan en fuentes conocidas: la declaración de posición de 2009 del American College of Sports Medicine (ACSM) y su revisión general de 2026, el manual Essentials of Strength Training and Conditioning de la NSCA, los análisis de Schoenfeld y colaboradores sobre volumen y frecuencia, las directrices de actividad física de 2020 de la Organización Mundial de la Salud y el trabajo de 2016 de Helms y colaboradores sobre repeticiones en reserva.',
        },
        {
          type: 'heading',
          text: 'Paso 1: leer tus respuestas',
        },
        {
          type: 'paragraph',
          text: 'La conversación pregunta por tu objetivo, tu nivel de experiencia, cuántos días por semana puedes entrenar, cuánto puede durar cada sesión, dónde entrenas, qué equipo tienes, si algo te duele, tu estilo preferido y la zona que más quieres trabajar. El equipo y el lugar filtran el catálogo de ejercicios, así que quien solo tiene una silla y el suelo nunca verá un ejercicio con barra. Tu nivel fija las series, las repeticiones y el esfuerzo iniciales.',
        },
        {
          type: 'heading',
          text: 'Paso 2: elegir los parámetros',
        },
        {
          type: 'paragraph',
          text: 'El objetivo y el nivel, juntos, eligen los parámetros. Una persona principiante que quiere ganar músculo, por ejemplo, empieza con 2 a 3 series de 8 a 12 repeticiones, termina cada serie con 2 a 3 repeticiones en reserva y descansa de 60 a 90 segundos. Alguien de nivel intermedio que entrena fuerza hace series de 3 a 6 repeticiones con 2 a 5 minutos de descanso. Estos rangos siguen a la NSCA y al ACSM. El esfuerzo se indica en repeticiones en reserva (RIR), que Helms y colaboradores relacionan con la conocida escala RPE: RPE 10 significa que no queda ninguna repetición y RPE 8, que quedan dos.',
        },
        {
          type: 'heading',
          text: 'Paso 3: construir la semana',
        },
        {
          type: 'paragraph',
          text: 'El número de días de entrenamiento decide la división. La regla es que cada músculo se entrene al menos dos veces por semana, con unas 48 horas entre sesiones duras para el mismo músculo. El resultado es:',
        },
        {
          type: 'list',
          items: [
            '2 días: cuerpo completo A y B',
            '3 días: cuerpo completo A, B, A',
            '4 días: tren superior y tren inferior, dos veces cada uno',
            '5 días: tren superior, tren inferior, empuje, tirón y piernas',
            '6 días: empuje, tirón y piernas dos veces (solo nivel intermedio y avanzado)',
            '7 días: seis días de entrenamiento y un día de movilidad o trabajo aeróbico suave',
          ],
        },
        {
          type: 'paragraph',
          text: 'Las personas novatas y principiantes entrenan fuerza tres o cuatro días como máximo; los días adicionales pasan a ser aeróbicos o de movilidad, para que la recuperación acompañe al trabajo. Los días de descanso aparecen con nombre en el plan.',
        },
        {
          type: 'heading',
          text: 'Paso 4: adaptarse a tu tiempo',
        },
        {
          type: 'paragraph',
          text: 'Un plan que no cabe en tu tiempo es un plan que no vas a seguir. El entrenador calcula cada serie como las repeticiones por 3 o 4 segundos, más el descanso, resta un calentamiento de 5 a 10 minutos en las sesiones de 30 minutos o más y elige el número de ejercicios en consecuencia: 2 o 3 en cinco minutos, 4 o 5 en treinta, de 6 a 8 en una hora. Dentro de cada sesión, los movimientos multiarticulares van antes que los de una sola articulación, entre un calentamiento y una vuelta a la calma.',
        },
        {
          type: 'heading',
          text: 'Paso 5: revisar las lesiones',
        },
        {
          type: 'paragraph',
          text: 'Si mencionas molestias en la rodilla, la espalda, el hombro, la muñeca o la cadera, el entrenador cambia los movimientos que suelen agravarlas por alternativas más suaves. Además, todos los planes llevan el mismo aviso: no es consejo médico, consulta a un médico antes de empezar y detente si sientes dolor, mareo o molestias en el pecho.',
        },
        {
          type: 'quote',
          text: 'Las decisiones de entrenamiento están escritas de antemano, así que siempre puedes ver por qué tu plan es como es.',
        },
        {
          type: 'heading',
          text: 'Por qué las reglas van primero',
        },
        {
          type: 'paragraph',
          text: 'Un entrenador basado en reglas es predecible. Las mismas respuestas dan la misma estructura, cada decisión puede rastrearse hasta una fuente y nada depende de que un servicio externo esté disponible. También es honesto sobre sus límites: conoce principios generales para adultos sanos, no tu historial médico. Por eso tu plan incluye claves de técnica para cada ejercicio, una progresión de cuatro semanas y un enlace para compartir, pero nunca un diagnóstico.',
        },
      ],
    },
    relatedIds: [10, 7, 3],
  },
  {
    id: 2,
    slugs: BLOG_SLUGS[2]!,
    category: 'fitnessScience',
    date: '2026-05-20',
    readTimeMinutes: 4,
    en: {
      title: 'Sets, reps and rest: what the research says for muscle, strength and endurance',
      excerpt:
        'Heavy and few, moderate and many, or light and quick? The right numbers depend on what you are training for. Here is what the main guidelines recommend.',
      body: [
        {
          type: 'heading',
          text: 'Three goals, three recipes',
        },
        {
          type: 'paragraph',
          text: 'Ask three coaches how many reps you should do and you may hear three different answers. That is not because nobody knows. It is because the best numbers depend on the goal. Building muscle, building maximal strength and building muscular endurance respond to overlapping but different recipes, and the major guidelines describe them in similar terms.',
        },
        {
          type: 'paragraph',
          text: "The figures below come from the NSCA's Essentials of Strength Training and Conditioning and from the American College of Sports Medicine (ACSM), in its 2009 position stand and its 2026 overview of reviews. Intensity is given as a percentage of your one-repetition maximum (1RM), the heaviest load you could lift once with good form.",
        },
        {
          type: 'heading',
          text: 'Strength: heavy loads, long rests',
        },
        {
          type: 'paragraph',
          text: "For maximal strength, the NSCA recommends loads of at least 85% of 1RM, six reps or fewer per set, 2 to 6 sets per exercise and 2 to 5 minutes of rest between sets. The ACSM's 2026 overview sets the bar a little lower: loads of at least 80% of 1RM, 2 to 3 sets, at least twice a week. The long rests are not laziness. Heavy sets need real recovery, and cutting the rest short usually means lifting less in the next set.",
        },
        {
          type: 'paragraph',
          text: 'Heavy lifting is also a skill. That is why in Workout Coach a novice who chooses strength starts with the same moderate ranges as a novice who chooses muscle, 1 to 2 sets of 10 to 15 reps, to learn the movements before the loads climb.',
        },
        {
          type: 'heading',
          text: 'Muscle: moderate loads, more total work',
        },
        {
          type: 'paragraph',
          text: "For hypertrophy, the NSCA's ranges are 67 to 85% of 1RM, 6 to 12 reps, 3 to 6 sets and 30 to 90 seconds of rest. The ACSM's 2026 overview highlights another lever: total weekly volume, with about 10 or more sets per muscle per week. In practice, the number of hard sets across the week matters at least as much as the exact rep count of any single set.",
        },
        {
          type: 'heading',
          text: 'Endurance: light loads, short rests',
        },
        {
          type: 'paragraph',
          text: 'Muscular endurance, the ability to keep working against moderate resistance, is trained with loads of 67% of 1RM or less, 12 or more reps, 2 to 3 sets and rests of 30 seconds or less. Circuits, where you move from one exercise to the next with little pause, fit naturally here.',
        },
        {
          type: 'heading',
          text: 'The numbers side by side',
        },
        {
          type: 'list',
          items: [
            'Strength: 85% of 1RM or more, up to 6 reps, 2 to 6 sets, 2 to 5 minutes of rest',
            'Muscle: 67 to 85% of 1RM, 6 to 12 reps, 3 to 6 sets, 30 to 90 seconds of rest',
            'Endurance: 67% of 1RM or less, 12 reps or more, 2 to 3 sets, 30 seconds of rest or less',
          ],
        },
        {
          type: 'heading',
          text: 'How hard should each set be?',
        },
        {
          type: 'paragraph',
          text: 'Percentages are awkward when you do not know your 1RM, and most people do not. A practical alternative is reps in reserve (RIR): how many more reps you could have done before failure. Helms and colleagues (2016) tied RIR to the rating of perceived exertion scale: RPE 10 means zero reps in reserve, RPE 9 one, RPE 8 two and RPE 7 three. Workout Coach writes effort this way. A beginner aiming for muscle stops most sets with 2 to 3 reps in reserve; an advanced lifter may take some sets to 0 to 2 reps in reserve.',
        },
        {
          type: 'quote',
          text: 'You do not need to know your one-rep max to train with the right effort. You only need to be honest about how many reps you had left.',
        },
        {
          type: 'heading',
          text: 'Putting it into practice',
        },
        {
          type: 'paragraph',
          text: 'Most people want a bit of everything, and that is fine. The ranges overlap, and the ACSM overview notes that home, band and circuit training all work. A sensible approach is to pick a main goal, let it set the rep ranges and rest times, and keep the effort honest. A beginner who tells the chat they want muscle can expect sets of 8 to 12 reps with 60 to 90 seconds of rest; someone past the beginner stage who chooses strength will see fewer reps and longer rests.',
        },
        {
          type: 'paragraph',
          text: 'Whatever the goal, the guidelines agree on the basics: warm up first, train the big multi-joint movements before the small ones, and progress gradually. The numbers are a starting point. Consistency over weeks is what turns them into results.',
        },
      ],
    },
    es: {
      title:
        'Series, repeticiones y descanso: lo que dice la investigación sobre músculo, fuerza y resistencia',
      excerpt:
        '¿Pocas repeticiones con mucho peso, muchas con peso moderado o ligeras y rápidas? Los números adecuados dependen de tu objetivo. Esto es lo que recomiendan las principales guías.',
      body: [
        {
          type: 'heading',
          text: 'Tres objetivos, tres recetas',
        },
        {
          type: 'paragraph',
          text: 'Pregunta a tres entrenadores cuántas repeticiones deberías hacer y quizá oigas tres respuestas distintas. No es que nadie lo sepa. Es que los mejores números dependen del objetivo. Ganar músculo, ganar fuerza máxima y ganar resistencia muscular responden a recetas parecidas pero distintas, y las grandes guías las describen en términos similares.',
        },
        {
          type: 'paragraph',
          text: 'Las cifras que siguen vienen del manual Essentials of Strength Training and Conditioning de la NSCA y del American College of Sports Medicine (ACSM), en su declaración de posición de 2009 y en su revisión general de 2026. La intensidad se expresa como porcentaje de tu repetición máxima (1RM), la carga más pesada que podrías levantar una vez con buena técnica.',
        },
        {
          type: 'heading',
          text: 'Fuerza: cargas altas, descansos largos',
        },
        {
          type: 'paragraph',
          text: 'Para la fuerza máxima, la NSCA recomienda cargas de al menos el 85% de la 1RM, seis repeticiones o menos por serie, de 2 a 6 series por ejercicio y de 2 a 5 minutos de descanso entre series. La revisión del ACSM de 2026 pone el listón algo más bajo: cargas de al menos el 80% de la 1RM, 2 o 3 series, al menos dos veces por semana. Los descansos largos no son pereza. Las series pesadas exigen recuperarse de verdad, y acortar el descanso suele significar levantar menos en la serie siguiente.',
        },
        {
          type: 'paragraph',
          text: 'Levantar cargas altas también es una habilidad. Por eso, en Workout Coach, una persona novata que elige fuerza empieza con los mismos rangos moderados que una que elige músculo, de 1 a 2 series de 10 a 15 repeticiones, para aprender los movimientos antes de que suban las cargas.',
        },
        {
          type: 'heading',
          text: 'Músculo: cargas moderadas, más trabajo total',
        },
        {
          type: 'paragraph',
          text: 'Para la hipertrofia, los rangos de la NSCA son del 67 al 85% de la 1RM, de 6 a 12 repeticiones, de 3 a 6 series y de 30 a 90 segundos de descanso. La revisión del ACSM de 2026 destaca otra palanca: el volumen semanal total, con unas 10 series o más por músculo y semana. En la práctica, el número de series exigentes de la semana importa al menos tanto como las repeticiones exactas de cada serie.',
        },
        {
          type: 'heading',
          text: 'Resistencia: cargas ligeras, descansos cortos',
        },
        {
          type: 'paragraph',
          text: 'La resistencia muscular, la capacidad de seguir trabajando contra una resistencia moderada, se entrena con cargas del 67% de la 1RM o menos, 12 repeticiones o más, 2 o 3 series y descansos de 30 segundos o menos. Los circuitos, en los que pasas de un ejercicio al siguiente casi sin pausa, encajan aquí perfectamente.',
        },
        {
          type: 'heading',
          text: 'Las cifras, comparadas',
        },
        {
          type: 'list',
          items: [
            'Fuerza: 85% de la 1RM o más, hasta 6 repeticiones, de 2 a 6 series, de 2 a 5 minutos de descanso',
            'Músculo: del 67 al 85% de la 1RM, de 6 a 12 repeticiones, de 3 a 6 series, de 30 a 90 segundos de descanso',
            'Resistencia: 67% de la 1RM o menos, 12 repeticiones o más, 2 o 3 series, 30 segundos de descanso o menos',
          ],
        },
        {
          type: 'heading',
          text: '¿Cuánto esfuerzo en cada serie?',
        },
        {
          type: 'paragraph',
          text: 'Los porcentajes son poco prácticos si no conoces tu 1RM, y la mayoría no la conoce. Una alternativa práctica son las repeticiones en reserva (RIR): cuántas repeticiones más podrías haber hecho antes del fallo. Helms y colaboradores (2016) relacionaron las RIR con la escala de esfuerzo percibido: RPE 10 significa cero repeticiones en reserva, RPE 9 una, RPE 8 dos y RPE 7 tres. Workout Coach indica el esfuerzo así. Quien empieza y busca músculo termina la mayoría de las series con 2 o 3 repeticiones en reserva; alguien avanzado puede dejar solo de 0 a 2 en algunas series.',
        },
        {
          type: 'quote',
          text: 'No necesitas conocer tu repetición máxima para entrenar con el esfuerzo adecuado. Solo tienes que ser sincero contigo sobre cuántas repeticiones te quedaban.',
        },
        {
          type: 'heading',
          text: 'Llevarlo a la práctica',
        },
        {
          type: 'paragraph',
          text: 'La mayoría quiere un poco de todo, y está bien. Los rangos se solapan, y la revisión del ACSM señala que el entrenamiento en casa, con bandas y en circuito funciona. Lo sensato es elegir un objetivo principal, dejar que marque los rangos de repeticiones y los descansos, y ser honesto con el esfuerzo. Una persona principiante que dice en la conversación que quiere músculo puede esperar series de 8 a 12 repeticiones con 60 a 90 segundos de descanso; quien ya superó la etapa de principiante y elige fuerza verá menos repeticiones y descansos más largos.',
        },
        {
          type: 'paragraph',
          text: 'Sea cual sea el objetivo, las guías coinciden en lo básico: calentar primero, hacer los grandes movimientos multiarticulares antes que los pequeños y progresar poco a poco. Las cifras son un punto de partida. La constancia durante semanas es lo que las convierte en resultados.',
        },
      ],
    },
    relatedIds: [3, 8, 6],
  },
  {
    id: 3,
    slugs: BLOG_SLUGS[3]!,
    category: 'fitnessScience',
    date: '2026-06-03',
    readTimeMinutes: 4,
    en: {
      title: 'How many sets per muscle per week? Dose and frequency explained',
      excerpt:
        'Weekly volume is one of the main levers for muscle growth, and how you spread it across the week matters less than you might think. Here is how to find your dose.',
      body: [
        {
          type: 'heading',
          text: 'Think in weeks, not workouts',
        },
        {
          type: 'paragraph',
          text: 'Most people plan training one session at a time: today is chest, tomorrow is legs. Research on muscle growth suggests that a more useful unit is the week. The key question becomes how many hard sets each muscle gets over seven days, and how those sets are spread out.',
        },
        {
          type: 'heading',
          text: 'The dose: more sets, more growth, up to a point',
        },
        {
          type: 'paragraph',
          text: "In 2017, Schoenfeld, Ogborn and Krieger published a meta-analysis in the Journal of Sports Sciences on the dose-response relationship between weekly sets and muscle growth. The direction was clear: more weekly sets per muscle tended to bring more growth. The ACSM's 2026 overview of reviews turns this into a practical threshold: for hypertrophy, aim for about 10 or more sets per muscle per week.",
        },
        {
          type: 'paragraph',
          text: 'That does not mean more is always better for everyone. A set only counts if it is reasonably hard, and you can only recover from so much. A novice gains from far less volume than an advanced lifter needs, and adding sets faster than you can recover simply makes you tired.',
        },
        {
          type: 'heading',
          text: 'A dose that grows with you',
        },
        {
          type: 'paragraph',
          text: 'This is how the Workout Coach rule-based coach scales weekly sets per muscle for a muscle-building goal:',
        },
        {
          type: 'list',
          items: [
            'Novice: 6 to 10 sets per muscle per week',
            'Beginner: 10 to 12 sets',
            'Intermediate, with six months or more of training: 12 to 16 sets, each muscle trained at least twice a week',
            'Advanced: 16 to 20 sets or more',
          ],
        },
        {
          type: 'paragraph',
          text: 'Novices start below the 10-set mark on purpose. In the first weeks, learning the movements and recovering well matter more than volume. The range then climbs as experience grows.',
        },
        {
          type: 'heading',
          text: 'Frequency: twice a week, then stop worrying',
        },
        {
          type: 'paragraph',
          text: 'The second question is how often to train each muscle. Schoenfeld and colleagues looked at this in 2016 and again in 2019, and two findings stand out. Training each muscle at least twice a week is a sound default. And when total weekly volume is equal, the number of sessions it is split across barely matters.',
        },
        {
          type: 'paragraph',
          text: 'This is reassuring. If you can train twice a week, two full-body sessions hit every muscle twice. If you train four days, an upper and lower split does the same. Nothing is lost by choosing the schedule that fits your life, as long as the weekly dose is there.',
        },
        {
          type: 'quote',
          text: 'When weekly volume is equal, frequency barely matters. Choose the schedule you can keep.',
        },
        {
          type: 'heading',
          text: 'Why the coach still spreads the volume',
        },
        {
          type: 'paragraph',
          text: 'If frequency barely matters, why not train each muscle once a week in one big session? Because there is a practical limit to how many good sets you can do in a single session. After several hard sets for the same muscle, quality drops. Splitting 12 sets into two sessions of 6 usually means better sets. It also leaves about 48 hours between hard sessions for the same muscle, which the coach builds into every split.',
        },
        {
          type: 'heading',
          text: 'What about your focus area?',
        },
        {
          type: 'paragraph',
          text: 'If you tell the chat that you want to work on a particular area, such as your glutes or shoulders, the coach shifts one or two exercises and about 30% of the volume toward it. It never drops whole muscle groups to make room, because a balanced plan is easier to recover from and avoids leaving weak links.',
        },
        {
          type: 'heading',
          text: 'How to count your own sets',
        },
        {
          type: 'paragraph',
          text: 'If you write your own programmes, a simple tally helps. For each muscle, count the hard sets in which it is a main mover. A squat counts for the thighs and glutes; a row counts for the back. Then compare the total with the ranges above for your level. If you are under, add a set or two. If you always feel worn out, you may be over. Either way, change one thing at a time and watch how you recover over the following weeks.',
        },
      ],
    },
    es: {
      title: '¿Cuántas series por músculo a la semana? Dosis y frecuencia, explicadas',
      excerpt:
        'El volumen semanal es una de las principales palancas del crecimiento muscular, y cómo lo repartes en la semana importa menos de lo que crees. Así puedes encontrar tu dosis.',
      body: [
        {
          type: 'heading',
          text: 'Piensa en semanas, no en sesiones',
        },
        {
          type: 'paragraph',
          text: 'La mayoría planifica el entrenamiento sesión a sesión: hoy pecho, mañana piernas. La investigación sobre crecimiento muscular sugiere que la unidad más útil es la semana. La pregunta clave pasa a ser cuántas series exigentes recibe cada músculo en siete días y cómo se reparten.',
        },
        {
          type: 'heading',
          text: 'La dosis: más series, más crecimiento, hasta cierto punto',
        },
        {
          type: 'paragraph',
          text: 'En 2017, Schoenfeld, Ogborn y Krieger publicaron en el Journal of Sports Sciences un metaanálisis sobre la relación dosis-respuesta entre las series semanales y el crecimiento muscular. La dirección era clara: más series semanales por músculo tendían a traer más crecimiento. La revisión general del ACSM de 2026 lo convierte en un umbral práctico: para la hipertrofia, apunta a unas 10 series o más por músculo y semana.',
        },
        {
          type: 'paragraph',
          text: 'Eso no significa que más sea siempre mejor para todos. Una serie solo cuenta si es razonablemente exigente, y solo puedes recuperarte de cierta cantidad de trabajo. Una persona novata progresa con mucho menos volumen del que necesita alguien avanzado, y añadir series más rápido de lo que te recuperas solo te cansa.',
        },
        {
          type: 'heading',
          text: 'Una dosis que crece contigo',
        },
        {
          type: 'paragraph',
          text: 'Así ajusta el entrenador basado en reglas de Workout Coach las series semanales por músculo cuando el objetivo es ganar músculo:',
        },
        {
          type: 'list',
          items: [
            'Nivel novato: de 6 a 10 series por músculo y semana',
            'Principiante: de 10 a 12 series',
            'Intermedio, con seis meses o más de entrenamiento: de 12 a 16 series, con cada músculo trabajado al menos dos veces por semana',
            'Avanzado: de 16 a 20 series o más',
          ],
        },
        {
          type: 'paragraph',
          text: 'El nivel novato empieza por debajo de las 10 series a propósito. En las primeras semanas, aprender los movimientos y recuperarse bien importa más que el volumen. Después, el rango sube con la experiencia.',
        },
        {
          type: 'heading',
          text: 'Frecuencia: dos veces por semana, y sin más preocupaciones',
        },
        {
          type: 'paragraph',
          text: 'La segunda pregunta es con qué frecuencia entrenar cada músculo. Schoenfeld y colaboradores lo estudiaron en 2016 y de nuevo en 2019, y destacan dos conclusiones. Entrenar cada músculo al menos dos veces por semana es una buena opción por defecto. Y, con el mismo volumen semanal total, el número de sesiones en que se reparte apenas importa.',
        },
        {
          type: 'paragraph',
          text: 'Esto tranquiliza. Si puedes entrenar dos veces por semana, dos sesiones de cuerpo completo trabajan cada músculo dos veces. Si entrenas cuatro días, una división de tren superior e inferior consigue lo mismo. No pierdes nada por elegir el horario que encaja en tu vida, siempre que la dosis semanal esté ahí.',
        },
        {
          type: 'quote',
          text: 'Con el mismo volumen semanal, la frecuencia apenas importa. Elige el horario que puedas mantener.',
        },
        {
          type: 'heading',
          text: 'Por qué el entrenador reparte igualmente el volumen',
        },
        {
          type: 'paragraph',
          text: 'Si la frecuencia apenas importa, ¿por qué no entrenar cada músculo una vez por semana en una gran sesión? Porque hay un límite práctico de series buenas que puedes hacer en una sola sesión. Tras varias series duras para el mismo músculo, la calidad baja. Repartir 12 series en dos sesiones de 6 suele dar mejores series. Además deja unas 48 horas entre sesiones duras para el mismo músculo, algo que el entrenador incluye en todas las divisiones.',
        },
        {
          type: 'heading',
          text: '¿Y tu zona de enfoque?',
        },
        {
          type: 'paragraph',
          text: 'Si en la conversación dices que quieres trabajar una zona concreta, como los glúteos o los hombros, el entrenador desplaza uno o dos ejercicios y cerca del 30% del volumen hacia ella. Nunca elimina grupos musculares enteros para hacerle sitio, porque un plan equilibrado es más fácil de recuperar y no deja puntos débiles.',
        },
        {
          type: 'heading',
          text: 'Cómo contar tus propias series',
        },
        {
          type: 'paragraph',
          text: 'Si diseñas tus propios programas, un recuento sencillo ayuda. Para cada músculo, cuenta las series exigentes en las que es uno de los protagonistas. Una sentadilla cuenta para los muslos y los glúteos; un remo, para la espalda. Después compara el total con los rangos de arriba para tu nivel. Si te quedas corto, añade una o dos series. Si siempre terminas sin fuerzas, quizá te pasas. En cualquier caso, cambia una sola cosa a la vez y observa cómo te recuperas en las semanas siguientes.',
        },
      ],
    },
    relatedIds: [2, 8, 1],
  },
  {
    id: 4,
    slugs: BLOG_SLUGS[4]!,
    category: 'workoutDesign',
    date: '2026-06-24',
    readTimeMinutes: 4,
    en: {
      title: 'Training around a sore knee, back or shoulder',
      excerpt:
        'A niggle does not always mean stopping. It means choosing the right movements and following a simple pain scale. Here is how Workout Coach adapts a plan, and when to see a professional first.',
      body: [
        {
          type: 'heading',
          text: 'First, what this article is not',
        },
        {
          type: 'paragraph',
          text: 'This article is not medical advice, and it cannot tell you whether your pain is safe to train through. If you have an injury, recent surgery or a condition that worries you, talk to a physician or a physiotherapist before you start. What follows is general guidance on how training is usually adapted around common aches, and how the Workout Coach plan generator applies it.',
        },
        {
          type: 'heading',
          text: 'Red flags: see a professional first',
        },
        {
          type: 'paragraph',
          text: 'Some signs call for a professional opinion before any training plan. If you mention one of these, your plan tells you to get checked first:',
        },
        {
          type: 'list',
          items: [
            'A joint that locks or gives way',
            'Large swelling',
            'Recent surgery',
            'Chest pain',
            'Dizziness',
          ],
        },
        {
          type: 'paragraph',
          text: 'Pain that has lasted more than four weeks, without any of these signs, gets a more cautious plan: no intervals and no maximal loads. It is still worth having it looked at.',
        },
        {
          type: 'heading',
          text: 'The pain scale: a simple traffic light',
        },
        {
          type: 'paragraph',
          text: 'For everyday aches without red flags, a common approach is to rate pain during exercise from 0 to 10. A score of 0 to 3 is fine. A score of 4 or 5 is acceptable, as long as it does not keep rising from set to set. Above 5, stop that exercise. Whatever you felt during the session should settle within 24 hours. If it is worse the next day, the load was too much: go back to an easier version or lower the effort next time.',
        },
        {
          type: 'quote',
          text: '0 to 3 is fine, 4 to 5 is acceptable, above 5 means stop. And it should settle within 24 hours.',
        },
        {
          type: 'heading',
          text: 'Knee',
        },
        {
          type: 'paragraph',
          text: 'When you mention a knee, the coach limits deep loaded squats, uncontrolled lunges, jumping and running. It prefers movements that keep the knee working in a range it tolerates: a box squat to a high box, glute bridges and hip thrusts, controlled step-ups, terminal knee extensions and calf raises. The aim is to keep the legs strong without forcing the joint into positions that irritate it.',
        },
        {
          type: 'heading',
          text: 'Lower back',
        },
        {
          type: 'paragraph',
          text: 'For the lower back, the coach avoids heavy spinal loading, such as back squats and heavy deadlifts, and loaded spinal flexion, such as sit-ups and good mornings. It favours split squats and other single-leg work, which train the legs hard with less load on the spine, along with bird dogs, dead bugs, side planks and glute bridges to build control of the trunk.',
        },
        {
          type: 'heading',
          text: 'Shoulder',
        },
        {
          type: 'paragraph',
          text: 'For a shoulder, the coach leaves out behind-the-neck presses and pulldowns, upright rows and deep dips. In their place come landmine or neutral-grip presses, floor presses, face pulls and band pull-aparts. These keep pressing and pulling in the plan while avoiding the positions that most often provoke pain.',
        },
        {
          type: 'heading',
          text: 'Wrist and hip',
        },
        {
          type: 'paragraph',
          text: 'A sore wrist often dislikes flat-palm push-ups and planks, so the coach switches to push-ups on handles or fists, forearm planks and neutral-grip dumbbells. For a hip, deep lunges give way to supported or shallow lunges and step-ups.',
        },
        {
          type: 'heading',
          text: 'Telling the coach',
        },
        {
          type: 'paragraph',
          text: 'In the chat, answer yes when you are asked about injuries, then describe the area in plain words: knee, lower back, shoulder, wrist or hip. The coach recognises these words in English and Spanish and applies the matching substitutions. Mention anything that worries you, such as swelling or a joint that gives way, because those details are what lead the plan to advise seeing a professional before you start.',
        },
        {
          type: 'heading',
          text: 'Keep training the rest of you',
        },
        {
          type: 'paragraph',
          text: 'A sore area is rarely a reason to stop everything. Training the muscles around it within a pain level you can accept, and training the rest of the body as usual, keeps both your habit and your fitness. The plan simply routes around the problem.',
        },
        {
          type: 'paragraph',
          text: 'Every plan carries the same disclaimer, injury or not: it is not medical advice, consult a physician before starting, and stop if you feel pain, dizziness or chest discomfort. When in doubt, ask a professional first, then come back and build your plan around their advice.',
        },
      ],
    },
    es: {
      title: 'Entrenar con molestias en la rodilla, la espalda o el hombro',
      excerpt:
        'Una molestia no siempre obliga a parar. Obliga a elegir bien los movimientos y a seguir una escala de dolor sencilla. Así adapta Workout Coach un plan, y así sabes cuándo ver antes a un profesional.',
      body: [
        {
          type: 'heading',
          text: 'Primero, lo que este artículo no es',
        },
        {
          type: 'paragraph',
          text: 'Este artículo no es consejo médico y no puede decirte si es seguro entrenar con tu dolor. Si tienes una lesión, una cirugía reciente o una afección que te preocupa, habla con un médico o un fisioterapeuta antes de empezar. Lo que sigue son pautas generales sobre cómo suele adaptarse el entrenamiento a las molestias comunes, y sobre cómo las aplica el generador de planes de Workout Coach.',
        },
        {
          type: 'heading',
          text: 'Señales de alarma: primero, un profesional',
        },
        {
          type: 'paragraph',
          text: 'Algunas señales exigen la opinión de un profesional antes de cualquier plan. Si mencionas alguna de ellas, tu plan te indica que te revisen primero:',
        },
        {
          type: 'list',
          items: [
            'Una articulación que se bloquea o falla',
            'Una hinchazón importante',
            'Una cirugía reciente',
            'Dolor en el pecho',
            'Mareos',
          ],
        },
        {
          type: 'paragraph',
          text: 'Un dolor que dura más de cuatro semanas, sin ninguna de estas señales, recibe un plan más prudente: sin intervalos ni cargas máximas. Aun así, conviene que lo revise un profesional.',
        },
        {
          type: 'heading',
          text: 'La escala de dolor: un semáforo sencillo',
        },
        {
          type: 'paragraph',
          text: 'Para las molestias habituales sin señales de alarma, una pauta común es puntuar el dolor durante el ejercicio de 0 a 10. Una puntuación de 0 a 3 está bien. Un 4 o un 5 es aceptable, siempre que no siga subiendo de una serie a otra. Por encima de 5, deja ese ejercicio. Lo que hayas sentido durante la sesión debería calmarse en 24 horas. Si al día siguiente está peor, la carga fue excesiva: vuelve a una versión más fácil o reduce el esfuerzo la próxima vez.',
        },
        {
          type: 'quote',
          text: 'De 0 a 3 está bien, de 4 a 5 es aceptable y por encima de 5 hay que parar. Y debería calmarse en 24 horas.',
        },
        {
          type: 'heading',
          text: 'Rodilla',
        },
        {
          type: 'paragraph',
          text: 'Si mencionas la rodilla, el entrenador limita las sentadillas profundas con carga, las zancadas sin control, los saltos y la carrera. Prefiere movimientos que trabajen la rodilla en un rango que tolera: la sentadilla a un cajón alto, el puente de glúteos y el hip thrust, la subida controlada al cajón, la extensión terminal de rodilla y las elevaciones de talones. La idea es mantener las piernas fuertes sin forzar la articulación en posiciones que la irriten.',
        },
        {
          type: 'heading',
          text: 'Zona lumbar',
        },
        {
          type: 'paragraph',
          text: 'Para la zona lumbar, el entrenador evita la carga pesada sobre la columna, como la sentadilla trasera y el peso muerto pesado, y la flexión de columna con carga, como los abdominales tipo sit-up y los buenos días. Da prioridad a la zancada estática y a otros ejercicios a una pierna, que trabajan a fondo las piernas con menos carga sobre la columna, junto con el bird dog (cuadrupedia con extensión), el dead bug (bicho muerto), la plancha lateral y el puente de glúteos para mejorar el control del tronco.',
        },
        {
          type: 'heading',
          text: 'Hombro',
        },
        {
          type: 'paragraph',
          text: 'Para el hombro, el entrenador deja fuera el press y el jalón tras nuca, el remo al mentón y los fondos profundos. En su lugar entran el press landmine o con agarre neutro, el press en el suelo, el face pull y la separación de brazos con banda. Así el plan mantiene empujes y tirones y evita las posiciones que con más frecuencia provocan dolor.',
        },
        {
          type: 'heading',
          text: 'Muñeca y cadera',
        },
        {
          type: 'paragraph',
          text: 'Una muñeca dolorida suele llevarse mal con las flexiones y las planchas con la palma apoyada, así que el entrenador cambia a flexiones con asas o sobre los puños, plancha sobre antebrazos y mancuernas con agarre neutro. Para la cadera, las zancadas profundas dejan paso a zancadas cortas o con apoyo y a subidas al cajón.',
        },
        {
          type: 'heading',
          text: 'Cómo contárselo al entrenador',
        },
        {
          type: 'paragraph',
          text: 'En la conversación, responde que sí cuando te pregunten por lesiones y describe la zona con palabras sencillas: rodilla, espalda baja o lumbar, hombro, muñeca o cadera. El entrenador reconoce estas palabras en español y en inglés y aplica los cambios correspondientes. Menciona todo lo que te preocupe, como una hinchazón o una articulación que falla, porque esos detalles son los que hacen que el plan te aconseje ver a un profesional antes de empezar.',
        },
        {
          type: 'heading',
          text: 'Sigue entrenando el resto del cuerpo',
        },
        {
          type: 'paragraph',
          text: 'Una zona dolorida rara vez es motivo para dejarlo todo. Trabajar los músculos que la rodean con un nivel de dolor aceptable, y entrenar el resto del cuerpo como siempre, mantiene tanto el hábito como la forma física. El plan simplemente esquiva el problema.',
        },
        {
          type: 'paragraph',
          text: 'Todos los planes llevan el mismo aviso, haya lesión o no: no es consejo médico, consulta a un médico antes de empezar y detente si sientes dolor, mareo o molestias en el pecho. Ante la duda, consulta primero a un profesional y luego vuelve para construir tu plan según sus indicaciones.',
        },
      ],
    },
    relatedIds: [8, 10, 5],
  },
  {
    id: 5,
    slugs: BLOG_SLUGS[5]!,
    category: 'homeWorkouts',
    date: '2026-07-08',
    readTimeMinutes: 4,
    en: {
      title: 'No equipment, no excuses: a complete home workout',
      excerpt:
        'A floor, a chair and your own body weight are enough for a full-body session. Here is how to build one that covers the main movements and keeps getting harder.',
      body: [
        {
          type: 'heading',
          text: 'Home training works',
        },
        {
          type: 'paragraph',
          text: "It is easy to assume that real progress needs a gym. The evidence says otherwise. The ACSM's 2026 overview of reviews concludes that home, band and circuit training all work. What matters is that the exercises challenge your muscles, that you train regularly, and that the difficulty rises as you get stronger.",
        },
        {
          type: 'paragraph',
          text: "The WHO's 2020 guidelines ask adults to do muscle-strengthening activities on at least two days a week. Two or three home sessions meet that target without a commute or a gym membership.",
        },
        {
          type: 'heading',
          text: 'Cover the movement patterns',
        },
        {
          type: 'paragraph',
          text: 'A complete session does not need many exercises. It needs the main patterns: a squat, a push, a hinge, a single-leg movement, something for the upper back and something for the trunk. Here is a full-body routine that uses only the floor and a sturdy chair:',
        },
        {
          type: 'list',
          items: [
            'Squat, or sit-to-stand from the chair if full squats are too hard for now',
            'Push-up, on the floor or with your hands on the chair seat',
            'Glute bridge, lying on your back with your feet flat on the floor',
            'Reverse lunge, holding the chair back for balance if needed',
            'Prone back raise, lying face down and lifting your chest and arms a little',
            'Plank, on your forearms or with your hands on the chair',
          ],
        },
        {
          type: 'paragraph',
          text: 'Start with a 5 to 10 minute warm-up: a few minutes of marching or easy movement to raise your temperature, then lighter versions of the exercises you are about to do. Finish with a few minutes of easy breathing and gentle stretching.',
        },
        {
          type: 'heading',
          text: 'How hard and how many',
        },
        {
          type: 'paragraph',
          text: 'For a beginner who wants to build muscle, 2 to 3 sets of 8 to 12 reps per exercise, stopping with 2 to 3 reps in reserve and resting 60 to 90 seconds, is a sound starting point. Muscle grows across a wide range of reps as long as sets end close to failure, so 12 is not a hard limit; still, if you can do far more than 12 good reps, a harder variation keeps sets shorter and the effort easier to judge. If you cannot reach 8, choose an easier one. If endurance is your aim, higher reps, around 15 to 20, with shorter rests suit you better. Hold the plank for a time rather than counting reps.',
        },
        {
          type: 'paragraph',
          text: 'As for frequency, two or three full-body sessions on non-consecutive days, for example Monday, Wednesday and Friday, train every muscle at least twice a week, the default supported by the work of Schoenfeld and colleagues, and leave about 48 hours of recovery in between.',
        },
        {
          type: 'heading',
          text: 'Progress without adding weight',
        },
        {
          type: 'paragraph',
          text: 'Without dumbbells you cannot add load, so progress has to come from elsewhere. Bodyweight exercises get harder in three ways:',
        },
        {
          type: 'list',
          items: [
            'More reps, within your target range',
            'A slower tempo, for example taking three seconds to lower on every rep',
            'A harder variation, such as moving from push-ups on the chair to push-ups on the floor, or from squats to split squats',
          ],
        },
        {
          type: 'paragraph',
          text: 'This is how Workout Coach progresses bodyweight and band exercises over its four-week plan: by reps, tempo or a harder variation, never by pretending you own weights you do not have.',
        },
        {
          type: 'heading',
          text: 'Tell the coach what you have',
        },
        {
          type: 'paragraph',
          text: 'In the Workout Coach chat you say where you train and what equipment you have. The coach filters its exercise catalogue accordingly, so a plan for a living room with a chair only includes exercises you can do there. If you have a resistance band, say so: it makes rows and pull-aparts possible, and pulling is the movement that is hardest to train with body weight alone. Each exercise comes with written form cues so you can check your form, and some also with a drawing or a checked video.',
        },
        {
          type: 'quote',
          text: 'No equipment is a constraint, not an excuse. It changes how you progress, not whether you can.',
        },
        {
          type: 'heading',
          text: 'Making it stick',
        },
        {
          type: 'paragraph',
          text: 'The best home routine is the one you repeat. Put your sessions on fixed days, keep the space ready, and write down your reps so you can see progress from week to week. After a month, compare your first and last sessions: more reps, a slower tempo or a harder variation all count as getting stronger.',
        },
      ],
    },
    es: {
      title: 'Sin equipo y sin excusas: un entrenamiento completo en casa',
      excerpt:
        'El suelo, una silla y tu propio peso bastan para una sesión de cuerpo completo. Así puedes montar una que cubra los movimientos principales y siga siendo un reto con el tiempo.',
      body: [
        {
          type: 'heading',
          text: 'Entrenar en casa funciona',
        },
        {
          type: 'paragraph',
          text: 'Es fácil pensar que para progresar de verdad hace falta un gimnasio. La evidencia dice lo contrario. La revisión general del ACSM de 2026 concluye que el entrenamiento en casa, con bandas y en circuito funciona. Lo que importa es que los ejercicios supongan un reto para tus músculos, que entrenes con regularidad y que la dificultad aumente a medida que te haces más fuerte.',
        },
        {
          type: 'paragraph',
          text: 'Las directrices de la OMS de 2020 piden a los adultos actividades de fortalecimiento muscular al menos dos días por semana. Dos o tres sesiones en casa cumplen ese objetivo sin desplazamientos ni cuota de gimnasio.',
        },
        {
          type: 'heading',
          text: 'Cubre los patrones de movimiento',
        },
        {
          type: 'paragraph',
          text: 'Una sesión completa no necesita muchos ejercicios. Necesita los patrones principales: una sentadilla, un empuje, una bisagra de cadera, un movimiento a una pierna, algo para la parte alta de la espalda y algo para el tronco. Esta rutina de cuerpo completo solo usa el suelo y una silla firme:',
        },
        {
          type: 'list',
          items: [
            'Sentadilla, o levantarse y sentarse en la silla si la sentadilla completa aún cuesta demasiado',
            'Flexión, en el suelo o con las manos en el asiento de la silla',
            'Puente de glúteos, boca arriba con los pies apoyados en el suelo',
            'Zancada hacia atrás, sujetándote al respaldo de la silla si necesitas equilibrio',
            'Extensión de espalda boca abajo, elevando un poco el pecho y los brazos',
            'Plancha, sobre los antebrazos o con las manos en la silla',
          ],
        },
        {
          type: 'paragraph',
          text: 'Empieza con 5 a 10 minutos de calentamiento: unos minutos de marcha en el sitio o de movimiento suave para subir la temperatura y, después, versiones más ligeras de los ejercicios que vas a hacer. Termina con unos minutos de respiración tranquila y estiramientos suaves.',
        },
        {
          type: 'heading',
          text: 'Cuánto y con qué esfuerzo',
        },
        {
          type: 'paragraph',
          text: 'Para una persona principiante que quiere ganar músculo, 2 o 3 series de 8 a 12 repeticiones por ejercicio, parando con 2 o 3 repeticiones en reserva y descansando de 60 a 90 segundos, es un buen punto de partida. El músculo crece con un rango amplio de repeticiones siempre que las series terminen cerca del fallo, así que 12 no es un límite estricto; aun así, si puedes hacer muchas más de 12 repeticiones bien hechas, una variante más difícil acorta las series y hace más fácil juzgar el esfuerzo. Si no llegas a 8, elige una más sencilla. Si buscas resistencia, te conviene hacer más repeticiones, unas 15 a 20, con descansos más cortos. La plancha se mantiene un tiempo en lugar de contar repeticiones.',
        },
        {
          type: 'paragraph',
          text: 'En cuanto a la frecuencia, dos o tres sesiones de cuerpo completo en días no consecutivos, por ejemplo lunes, miércoles y viernes, trabajan cada músculo al menos dos veces por semana, la opción por defecto que respaldan los trabajos de Schoenfeld y colaboradores, y dejan unas 48 horas de recuperación entre medias.',
        },
        {
          type: 'heading',
          text: 'Progresar sin añadir peso',
        },
        {
          type: 'paragraph',
          text: 'Sin mancuernas no puedes añadir carga, así que el progreso tiene que venir de otro lado. Los ejercicios con el propio peso se vuelven más difíciles de tres maneras:',
        },
        {
          type: 'list',
          items: [
            'Más repeticiones, dentro de tu rango objetivo',
            'Un ritmo más lento, por ejemplo bajando en tres segundos en cada repetición',
            'Una variante más difícil, como pasar de flexiones en la silla a flexiones en el suelo, o de sentadillas a zancadas estáticas',
          ],
        },
        {
          type: 'paragraph',
          text: 'Así hace progresar Workout Coach los ejercicios con el propio peso y con bandas a lo largo de su plan de cuatro semanas: con repeticiones, ritmo o una variante más difícil, nunca fingiendo que tienes pesas que no tienes.',
        },
        {
          type: 'heading',
          text: 'Dile al entrenador qué tienes',
        },
        {
          type: 'paragraph',
          text: 'En la conversación de Workout Coach indicas dónde entrenas y qué equipo tienes. El entrenador filtra su catálogo de ejercicios en consecuencia, así que un plan para un salón con una silla solo incluye ejercicios que puedes hacer allí. Si tienes una banda elástica, dilo: hace posibles los remos y la separación de brazos con banda, y tirar es el movimiento más difícil de entrenar solo con el propio peso. Cada ejercicio incluye claves de técnica escritas para que puedas revisar tu técnica, y algunos también un dibujo o un vídeo verificado.',
        },
        {
          type: 'quote',
          text: 'No tener equipo es una limitación, no una excusa. Cambia la forma de progresar, no la posibilidad de hacerlo.',
        },
        {
          type: 'heading',
          text: 'Que se convierta en hábito',
        },
        {
          type: 'paragraph',
          text: 'La mejor rutina en casa es la que repites. Fija tus sesiones en días concretos, ten el espacio preparado y apunta tus repeticiones para ver el progreso semana a semana. Al cabo de un mes, compara la primera sesión con la última: más repeticiones, un ritmo más lento o una variante más difícil cuentan como hacerse más fuerte.',
        },
      ],
    },
    relatedIds: [6, 4, 2],
  },
  {
    id: 6,
    slugs: BLOG_SLUGS[6]!,
    category: 'fitnessTrends',
    date: '2026-07-29',
    readTimeMinutes: 4,
    en: {
      title: 'Short on time: what 5, 15 and 30-minute workouts can do',
      excerpt:
        'Exercise snacks and quick routines are everywhere. Do they work? For people who are just starting, the research is encouraging. Here is what fits in 5, 15 and 30 minutes.',
      body: [
        {
          type: 'heading',
          text: 'The rise of the short workout',
        },
        {
          type: 'paragraph',
          text: 'Long gym sessions are hard to fit into a busy week, and short formats have become popular: exercise snacks of a few minutes spread across the day, a quick circuit before work, fifteen minutes at lunchtime. The question is whether they do anything useful, or just make us feel busy.',
        },
        {
          type: 'heading',
          text: 'What the research says',
        },
        {
          type: 'paragraph',
          text: 'A 2024 paper in Sports Medicine by Nuzzo and colleagues looked at minimal doses of resistance training and concluded that single sets and exercise snacks can build strength in untrained people. That is good news for anyone starting out: you do not need an hour to make progress. The finding is about untrained people, though. As you gain experience, you generally need more weekly volume to keep improving, as the dose-response work on weekly sets suggests.',
        },
        {
          type: 'paragraph',
          text: "Short sessions also add up. The WHO's 2020 guidelines recommend 150 to 300 minutes of moderate aerobic activity, or 75 to 150 minutes of vigorous activity, every week, plus muscle-strengthening activities on at least two days. Short, frequent sessions are one practical way to reach those totals.",
        },
        {
          type: 'heading',
          text: 'Five minutes: a circuit of two or three moves',
        },
        {
          type: 'paragraph',
          text: 'Five minutes is enough for 2 to 3 exercises done as a circuit, moving from one to the next with little rest. For example: squats, push-ups and a plank, repeated for as many rounds as fit. There is no room for a long warm-up, so take the first round gently. It is a snack, not a meal, and it works best repeated on several days.',
        },
        {
          type: 'heading',
          text: 'Fifteen minutes: a real session',
        },
        {
          type: 'paragraph',
          text: 'With fifteen minutes you can do 3 to 4 exercises, or 2 rounds of a circuit with 30 seconds of work and 15 to 30 seconds of rest. That covers the main movement patterns of a full-body session. People with some training experience can use supersets, pairing two exercises back to back, such as a push and a pull, to get more done in the same time. Advanced trainees may use formats such as EMOM, every minute on the minute, or density blocks, where the aim is to fit more work into a fixed time.',
        },
        {
          type: 'heading',
          text: 'Thirty minutes: enough for many goals',
        },
        {
          type: 'paragraph',
          text: 'Thirty minutes allows a proper warm-up of 5 to 10 minutes and 4 to 5 exercises. That leaves room for several sets per exercise, so the rep ranges and rest times for strength or muscle start to fit. For many people, three thirty-minute sessions a week are a realistic plan they can keep up.',
        },
        {
          type: 'list',
          items: [
            '5 minutes: 2 to 3 exercises as a circuit',
            '15 minutes: 3 to 4 exercises, or 2 rounds of 30 seconds on and 15 to 30 seconds off',
            '30 minutes: a 5 to 10 minute warm-up plus 4 to 5 exercises',
          ],
        },
        {
          type: 'quote',
          text: 'A short session you actually do beats a long one you keep postponing.',
        },
        {
          type: 'heading',
          text: 'How Workout Coach fits the clock',
        },
        {
          type: 'paragraph',
          text: 'When you tell the Workout Coach chat how long you have, the coach does not guess. It estimates each set as the reps multiplied by 3 to 4 seconds, plus the rest, subtracts the warm-up from sessions of 30 minutes or more, and chooses the number of exercises to match. The total has to fit the time you chose.',
        },
        {
          type: 'paragraph',
          text: 'Short plans follow the same rules as long ones: large multi-joint movements before smaller ones, effort written as reps in reserve, and exercises filtered by the equipment and space you have. A five-minute plan is not a cut-down version of a longer plan. It is a plan designed for five minutes from the start.',
        },
        {
          type: 'heading',
          text: 'The limits of short',
        },
        {
          type: 'paragraph',
          text: 'Short workouts are a great start, but they have limits. As you get fitter, you need more weekly volume to keep progressing, and that is hard to fit into five minutes. Short sessions also leave little room for long rests, which heavy strength work needs. If your goal grows, you can add sessions or make them longer. Until then, a few focused minutes, done consistently, are far better than nothing.',
        },
      ],
    },
    es: {
      title: 'Con poco tiempo: lo que pueden lograr los entrenamientos de 5, 15 y 30 minutos',
      excerpt:
        'Los snacks de ejercicio y las rutinas rápidas están por todas partes. ¿Funcionan? Para quien empieza, la investigación es alentadora. Esto es lo que cabe en 5, 15 y 30 minutos.',
      body: [
        {
          type: 'heading',
          text: 'El auge del entrenamiento corto',
        },
        {
          type: 'paragraph',
          text: 'Las sesiones largas de gimnasio son difíciles de encajar en una semana ocupada, y los formatos cortos se han vuelto populares: snacks de ejercicio de pocos minutos repartidos a lo largo del día, un circuito rápido antes del trabajo, quince minutos a la hora de comer. La pregunta es si sirven para algo o solo nos hacen sentir ocupados.',
        },
        {
          type: 'heading',
          text: 'Lo que dice la investigación',
        },
        {
          type: 'paragraph',
          text: 'Un artículo de 2024 publicado en Sports Medicine por Nuzzo y colaboradores analizó las dosis mínimas de entrenamiento de fuerza y concluyó que las series únicas y los snacks de ejercicio pueden desarrollar fuerza en personas no entrenadas. Es una buena noticia para quien empieza: no necesitas una hora para progresar. Eso sí, la conclusión se refiere a personas no entrenadas. Con la experiencia, en general hace falta más volumen semanal para seguir mejorando, como sugieren los trabajos sobre la relación dosis-respuesta de las series semanales.',
        },
        {
          type: 'paragraph',
          text: 'Además, las sesiones cortas se suman. Las directrices de la OMS de 2020 recomiendan de 150 a 300 minutos semanales de actividad aeróbica moderada, o de 75 a 150 minutos de actividad intensa, más actividades de fortalecimiento muscular al menos dos días por semana. Las sesiones cortas y frecuentes son una forma práctica de alcanzar esas cifras.',
        },
        {
          type: 'heading',
          text: 'Cinco minutos: un circuito de dos o tres movimientos',
        },
        {
          type: 'paragraph',
          text: 'Cinco minutos bastan para 2 o 3 ejercicios en circuito, pasando de uno a otro con poco descanso. Por ejemplo: sentadillas, flexiones y plancha, repetidas tantas rondas como quepan. No hay tiempo para un calentamiento largo, así que haz la primera ronda con suavidad. Es un snack, no una comida, y funciona mejor si lo repites varios días.',
        },
        {
          type: 'heading',
          text: 'Quince minutos: una sesión de verdad',
        },
        {
          type: 'paragraph',
          text: 'Con quince minutos puedes hacer 3 o 4 ejercicios, o 2 rondas de un circuito de 30 segundos de trabajo y 15 a 30 segundos de descanso. Eso cubre los patrones de movimiento principales de una sesión de cuerpo completo. Quien ya tiene algo de experiencia puede usar superseries, dos ejercicios seguidos, como un empuje y un tirón, para hacer más en el mismo tiempo. Las personas avanzadas pueden usar formatos como el EMOM, en el que empiezas un ejercicio al inicio de cada minuto, o los bloques de densidad, en los que el objetivo es meter más trabajo en un tiempo fijo.',
        },
        {
          type: 'heading',
          text: 'Treinta minutos: suficiente para muchos objetivos',
        },
        {
          type: 'paragraph',
          text: 'Treinta minutos permiten un calentamiento de 5 a 10 minutos y 4 o 5 ejercicios. Eso deja espacio para varias series por ejercicio, así que los rangos de repeticiones y los descansos para fuerza o músculo empiezan a encajar. Para mucha gente, tres sesiones de treinta minutos a la semana son un plan realista que se puede mantener.',
        },
        {
          type: 'list',
          items: [
            '5 minutos: 2 o 3 ejercicios en circuito',
            '15 minutos: 3 o 4 ejercicios, o 2 rondas de 30 segundos de trabajo y 15 a 30 de descanso',
            '30 minutos: de 5 a 10 minutos de calentamiento y 4 o 5 ejercicios',
          ],
        },
        {
          type: 'quote',
          text: 'Una sesión corta que de verdad haces vale más que una larga que sigues posponiendo.',
        },
        {
          type: 'heading',
          text: 'Cómo se adapta Workout Coach a tu tiempo',
        },
        {
          type: 'paragraph',
          text: 'Cuando indicas en la conversación de Workout Coach cuánto tiempo tienes, el entrenador no lo adivina. Calcula cada serie como las repeticiones por 3 o 4 segundos, más el descanso, resta el calentamiento en las sesiones de 30 minutos o más y elige el número de ejercicios en consecuencia. El total tiene que caber en el tiempo que elegiste.',
        },
        {
          type: 'paragraph',
          text: 'Los planes cortos siguen las mismas reglas que los largos: los grandes movimientos multiarticulares antes que los pequeños, el esfuerzo expresado en repeticiones en reserva y los ejercicios filtrados según el equipo y el espacio que tienes. Un plan de cinco minutos no es una versión recortada de uno más largo. Es un plan pensado desde el principio para cinco minutos.',
        },
        {
          type: 'heading',
          text: 'Los límites de lo corto',
        },
        {
          type: 'paragraph',
          text: 'Los entrenamientos cortos son un gran comienzo, pero tienen límites. A medida que mejoras, necesitas más volumen semanal para seguir progresando, y eso es difícil de meter en cinco minutos. Las sesiones cortas también dejan poco espacio para descansos largos, que el trabajo de fuerza pesado necesita. Si tu objetivo crece, puedes añadir sesiones o alargarlas. Mientras tanto, unos pocos minutos bien aprovechados y constantes son mucho mejor que nada.',
        },
      ],
    },
    relatedIds: [5, 9, 3],
  },
  {
    id: 7,
    slugs: BLOG_SLUGS[7]!,
    category: 'comparativeAnalysis',
    date: '2026-08-19',
    readTimeMinutes: 4,
    en: {
      title: 'Free workout plan generators compared: what to look for',
      excerpt:
        'Many free tools promise a personalised workout plan. Rather than ranking them, here are the criteria that separate a useful plan from a generic one.',
      body: [
        {
          type: 'heading',
          text: 'Not all plans are equal',
        },
        {
          type: 'paragraph',
          text: 'Type a few answers, get a plan: it sounds simple, and many free tools offer it. But two plans that look alike on screen can be very different underneath. One may be a fixed template with your name on top; another may adapt to your time, equipment, experience and injuries. This article does not rank products. It offers a checklist you can apply to any generator, including ours.',
        },
        {
          type: 'heading',
          text: '1. Does it ask about injuries, and act on the answer?',
        },
        {
          type: 'paragraph',
          text: 'Many people start training with a sore knee, back or shoulder. A good generator asks about it and changes the plan: fewer deep loaded squats for a sore knee, less heavy spinal loading for a back, no behind-the-neck pressing for a shoulder. It should also recognise red flags, such as a joint that locks or gives way, pain lasting more than four weeks, recent surgery, chest pain or dizziness, and tell you to see a professional first. Look for a clear disclaimer as well. A tool that promises to fix injuries is claiming too much.',
        },
        {
          type: 'heading',
          text: '2. Does it progress?',
        },
        {
          type: 'paragraph',
          text: 'A plan that repeats the same week forever stops working. Progress needs a rule: add reps, then load, and plan lighter weeks. Check whether the tool says how week two differs from week one, and why. A multi-week progression with a lighter week built in is a good sign.',
        },
        {
          type: 'heading',
          text: '3. Does it respect your equipment and space?',
        },
        {
          type: 'paragraph',
          text: 'A plan full of barbell lifts is useless in a hotel room. The generator should ask where you train and what you have, and filter its exercises accordingly. Bodyweight and band exercises should progress by reps, tempo or harder variations, since you cannot simply add load to them.',
        },
        {
          type: 'heading',
          text: '4. Does it show you how?',
        },
        {
          type: 'paragraph',
          text: 'Exercise names are not enough for a beginner. Look for demonstrations, ideally a video for each exercise, plus written form cues. If a video disappears, there should still be a way to find another and a written description to fall back on.',
        },
        {
          type: 'heading',
          text: '5. Can you share it and train with others?',
        },
        {
          type: 'paragraph',
          text: 'Plans are easier to follow with company. Check whether you can send a link to a friend, and whether that link keeps working. Group features, such as challenges in which several people follow the same plan and tick off their sessions, add accountability.',
        },
        {
          type: 'heading',
          text: '6. Is it honest about what it is?',
        },
        {
          type: 'paragraph',
          text: 'Some tools present a fixed template as artificial intelligence, or quote impressive numbers without a source. A trustworthy generator tells you how the plan was made, whether by written rules, a language model or both, and is clear about what it cannot do: it cannot examine you, watch your form or know your medical history.',
        },
        {
          type: 'heading',
          text: 'More questions worth asking',
        },
        {
          type: 'list',
          items: [
            'Does the plan fit the session length you chose, or does it run over?',
            'Are the sets, reps and rest consistent with published guidelines, such as those of the ACSM and the NSCA?',
            'Does it say where its numbers come from?',
            'Do you need to pay, subscribe or hand over personal data to get a basic plan?',
            'Is effort explained, for example as reps in reserve, so you know how hard each set should be?',
          ],
        },
        {
          type: 'quote',
          text: 'The best plan generator is the one that can explain every choice it makes.',
        },
        {
          type: 'heading',
          text: 'How Workout Coach answers these questions',
        },
        {
          type: 'paragraph',
          text: 'We built Workout Coach with this checklist in mind, and it is free and open. Its built-in coach follows published training research and adapts to your time, equipment, level and injuries. It adds a four-week progression, with a lighter final week for intermediate and advanced lifters. Plans come with form cues for every exercise (with a drawing or a checked video where there is one), a share link, ratings, and group challenges for training with friends. An optional language model can write richer text, while the rule-based coach works fully without it.',
        },
        {
          type: 'paragraph',
          text: 'Use the same criteria on any tool you try, including this one. If a plan cannot tell you why it looks the way it does, keep looking.',
        },
      ],
    },
    es: {
      title: 'Generadores gratuitos de planes de entrenamiento: qué tener en cuenta',
      excerpt:
        'Muchas herramientas gratuitas prometen un plan de entrenamiento personalizado. En lugar de clasificarlas, estos son los criterios que distinguen un plan útil de uno genérico.',
      body: [
        {
          type: 'heading',
          text: 'No todos los planes son iguales',
        },
        {
          type: 'paragraph',
          text: 'Escribes unas cuantas respuestas y recibes un plan: parece sencillo, y muchas herramientas gratuitas lo ofrecen. Pero dos planes que se ven parecidos en pantalla pueden ser muy distintos por dentro. Uno puede ser una plantilla fija con tu nombre encima; otro puede adaptarse a tu tiempo, tu equipo, tu experiencia y tus lesiones. Este artículo no clasifica productos. Ofrece una lista de comprobación que puedes aplicar a cualquier generador, incluido el nuestro.',
        },
        {
          type: 'heading',
          text: '1. ¿Pregunta por las lesiones y actúa en consecuencia?',
        },
        {
          type: 'paragraph',
          text: 'Mucha gente empieza a entrenar con molestias en la rodilla, la espalda o el hombro. Un buen generador lo pregunta y cambia el plan: menos sentadillas profundas con carga para una rodilla dolorida, menos carga pesada sobre la columna para la espalda, nada de press tras nuca para el hombro. También debería reconocer señales de alarma, como una articulación que se bloquea o falla, un dolor que dura más de cuatro semanas, una cirugía reciente, dolor en el pecho o mareos, y decirte que veas antes a un profesional. Busca también un aviso claro. Una herramienta que promete curar lesiones promete demasiado.',
        },
        {
          type: 'heading',
          text: '2. ¿Hay progresión?',
        },
        {
          type: 'paragraph',
          text: 'Un plan que repite la misma semana para siempre deja de funcionar. Progresar exige una regla: añadir repeticiones, luego carga, y planificar semanas más ligeras. Comprueba si la herramienta explica en qué se diferencia la segunda semana de la primera, y por qué. Una progresión de varias semanas con una semana ligera incluida es buena señal.',
        },
        {
          type: 'heading',
          text: '3. ¿Respeta tu equipo y tu espacio?',
        },
        {
          type: 'paragraph',
          text: 'Un plan lleno de ejercicios con barra no sirve de nada en la habitación de un hotel. El generador debería preguntar dónde entrenas y qué tienes, y filtrar sus ejercicios en consecuencia. Los ejercicios con el propio peso y con bandas deberían progresar con repeticiones, ritmo o variantes más difíciles, ya que no se les puede añadir carga sin más.',
        },
        {
          type: 'heading',
          text: '4. ¿Te enseña cómo hacerlo?',
        },
        {
          type: 'paragraph',
          text: 'Los nombres de los ejercicios no bastan para quien empieza. Busca demostraciones, idealmente un vídeo para cada ejercicio, además de claves de técnica escritas. Si un vídeo desaparece, debería haber una forma de encontrar otro y una descripción escrita a la que recurrir.',
        },
        {
          type: 'heading',
          text: '5. ¿Puedes compartirlo y entrenar con otras personas?',
        },
        {
          type: 'paragraph',
          text: 'Los planes son más fáciles de seguir en compañía. Comprueba si puedes enviar un enlace a un amigo y si ese enlace sigue funcionando. Las funciones de grupo, como los retos en los que varias personas siguen el mismo plan y marcan sus sesiones, añaden compromiso.',
        },
        {
          type: 'heading',
          text: '6. ¿Es honesto sobre lo que es?',
        },
        {
          type: 'paragraph',
          text: 'Algunas herramientas presentan una plantilla fija como inteligencia artificial o citan cifras impresionantes sin fuente. Un generador fiable te dice cómo se hizo el plan, ya sea con reglas escritas, con un modelo de lenguaje o con ambos, y deja claro lo que no puede hacer: no puede examinarte, ver tu técnica ni conocer tu historial médico.',
        },
        {
          type: 'heading',
          text: 'Otras preguntas que vale la pena hacerse',
        },
        {
          type: 'list',
          items: [
            '¿El plan cabe en la duración de sesión que elegiste o se alarga?',
            '¿Las series, repeticiones y descansos coinciden con las guías publicadas, como las del ACSM y la NSCA?',
            '¿Dice de dónde salen sus cifras?',
            '¿Tienes que pagar, suscribirte o entregar datos personales para obtener un plan básico?',
            '¿Explica el esfuerzo, por ejemplo con repeticiones en reserva, para que sepas cuánto exigirte en cada serie?',
          ],
        },
        {
          type: 'quote',
          text: 'El mejor generador de planes es el que puede explicar cada decisión que toma.',
        },
        {
          type: 'heading',
          text: 'Cómo responde Workout Coach a estas preguntas',
        },
        {
          type: 'paragraph',
          text: 'Creamos Workout Coach con esta lista en mente, y es gratuito y abierto. Su entrenador integrado sigue la investigación publicada sobre entrenamiento y se adapta a tu tiempo, tu equipo, tu nivel y tus lesiones. Añade una progresión de cuatro semanas, con una última semana más ligera para el nivel intermedio y avanzado. Los planes incluyen claves de técnica para cada ejercicio (con un dibujo o un vídeo verificado cuando lo hay), un enlace para compartir, valoraciones y retos de grupo para entrenar con amigos. Un modelo de lenguaje opcional puede redactar un texto más rico, mientras que el entrenador basado en reglas funciona por completo sin él.',
        },
        {
          type: 'paragraph',
          text: 'Aplica los mismos criterios a cualquier herramienta que pruebes, también a esta. Si un plan no puede explicarte por qué es como es, sigue buscando.',
        },
      ],
    },
    relatedIds: [1, 10, 4],
  },
  {
    id: 8,
    slugs: BLOG_SLUGS[8]!,
    category: 'workoutDesign',
    date: '2026-09-09',
    readTimeMinutes: 4,
    en: {
      title: 'The four-week progression: double progression and the lighter week',
      excerpt:
        'Getting stronger means doing a little more over time, but not every single week. Here is how a four-week block adds reps, then load, and then backs off.',
      body: [
        {
          type: 'heading',
          text: 'Why plans need a progression',
        },
        {
          type: 'paragraph',
          text: 'Your body adapts to what you ask of it. Repeat the same sets with the same weights for months and the changes slow down. The fix is progressive overload: gradually asking for a little more. The hard part is doing it in steps small enough to recover from and clear enough to follow. Workout Coach builds this into a four-week progression that you can generate from any plan.',
        },
        {
          type: 'heading',
          text: 'Double progression in plain words',
        },
        {
          type: 'paragraph',
          text: 'Double progression uses two variables, one after the other. First you add reps within a range. When you reach the top of the range on all your sets, you add load and drop back to the bottom of the range. Then you build the reps up again.',
        },
        {
          type: 'paragraph',
          text: 'Take a range of 10 to 12 reps. In week one you do 10. In week two you manage 12. Having reached the top, you add a little weight, which brings you back to about 10 reps, and the cycle starts again. How much weight? The coach uses 2 to 5% for upper-body lifts and 5 to 10% for lower-body lifts, since the legs usually handle bigger jumps.',
        },
        {
          type: 'paragraph',
          text: 'Effort guides the timing. Each set comes with a target in reps in reserve, the number of reps you could still have done. If a set planned at 2 reps in reserve felt like 4, you are ready to move on; if it felt like 0, stay where you are for another week.',
        },
        {
          type: 'heading',
          text: 'The four weeks for newer lifters',
        },
        {
          type: 'list',
          items: [
            'Week 1: learn the technique, start at the low end of the sets and stop with about 3 reps in reserve',
            'Week 2: add reps, for example from 10 to 12',
            'Week 3: at the top of the range, add load (2 to 5% upper body, 5 to 10% lower body) and return to the bottom of the range',
            'Week 4: keep the load and consolidate',
          ],
        },
        {
          type: 'paragraph',
          text: 'In this plan, novices and beginners keep their load in week four rather than taking a lighter week. At their loads and effort levels, settling into a new weight is progress in itself.',
        },
        {
          type: 'heading',
          text: 'The four weeks for experienced lifters',
        },
        {
          type: 'paragraph',
          text: 'For intermediate and advanced lifters, the first week is the base: the planned sets at 2 to 3 reps in reserve. In week two the main lifts get one extra set, at about 2 reps in reserve. In week three the load goes up by 2 to 10%, with 1 to 2 reps in reserve. Week four is lighter.',
        },
        {
          type: 'heading',
          text: 'Why a lighter week helps',
        },
        {
          type: 'paragraph',
          text: 'Hard training builds fatigue as well as fitness. A planned lighter week, often called a deload, lets fatigue fall while fitness stays. The figures the coach uses are our own choices, informed by a 2024 survey of how coaches deload (Rogerson and colleagues, Sports Medicine - Open), not by a trial: about 40 to 50% fewer sets, about 10% less load, and effort eased to 3 to 4 reps in reserve.',
        },
        {
          type: 'quote',
          text: 'The lighter week is not a week off. It is the part of the plan that lets the next block start fresh.',
        },
        {
          type: 'paragraph',
          text: 'It is common to feel that a lighter week wastes time. In practice it is when accumulated fatigue can settle, so that the next block starts from a fresher base.',
        },
        {
          type: 'heading',
          text: 'Circuits and bodyweight work',
        },
        {
          type: 'paragraph',
          text: 'Intervals and circuits progress differently. The coach starts at a work-to-rest ratio of 1:2 with a base number of rounds, moves to 1:1.5 and one more round in week two, reaches 1:1 and another round in week three, and cuts rounds in week four for a lighter week. Bodyweight and band exercises, which you cannot load with plates, progress by reps, tempo or a harder variation instead.',
        },
        {
          type: 'heading',
          text: 'Tips for following the block',
        },
        {
          type: 'list',
          items: [
            'Write down what you lifted and how many reps you had left',
            'Add load only when every set reaches the top of the range',
            'Keep the lighter week light, even if you feel good',
            'After week four, start a new block from a slightly higher base',
          ],
        },
        {
          type: 'paragraph',
          text: 'Four weeks is short enough to stay focused and long enough to see change. Run a few blocks in a row and the small steps add up.',
        },
      ],
    },
    es: {
      title: 'La progresión de cuatro semanas: doble progresión y semana de descarga',
      excerpt:
        'Hacerse más fuerte significa hacer un poco más con el tiempo, pero no todas las semanas. Así es como un bloque de cuatro semanas suma repeticiones, después carga, y luego afloja.',
      body: [
        {
          type: 'heading',
          text: 'Por qué un plan necesita progresión',
        },
        {
          type: 'paragraph',
          text: 'Tu cuerpo se adapta a lo que le pides. Si repites las mismas series con los mismos pesos durante meses, los cambios se frenan. La solución es la sobrecarga progresiva: pedir poco a poco algo más. Lo difícil es hacerlo en pasos lo bastante pequeños para recuperarse y lo bastante claros para seguirlos. Workout Coach lo incorpora en una progresión de cuatro semanas que puedes generar a partir de cualquier plan.',
        },
        {
          type: 'heading',
          text: 'La doble progresión, en palabras sencillas',
        },
        {
          type: 'paragraph',
          text: 'La doble progresión usa dos variables, una detrás de otra. Primero sumas repeticiones dentro de un rango. Cuando llegas al máximo del rango en todas tus series, añades carga y vuelves al mínimo del rango. Después vuelves a subir las repeticiones.',
        },
        {
          type: 'paragraph',
          text: 'Toma un rango de 10 a 12 repeticiones. La primera semana haces 10. La segunda llegas a 12. Al alcanzar el máximo, añades un poco de peso, lo que te devuelve a unas 10 repeticiones, y el ciclo empieza de nuevo. ¿Cuánto peso? El entrenador usa del 2 al 5% en los ejercicios de tren superior y del 5 al 10% en los de tren inferior, porque las piernas suelen tolerar saltos mayores.',
        },
        {
          type: 'paragraph',
          text: 'El esfuerzo marca el momento. Cada serie tiene un objetivo de repeticiones en reserva, las que aún podrías haber hecho. Si una serie prevista con 2 repeticiones en reserva se sintió como 4, ya puedes avanzar; si se sintió como 0, quédate donde estás una semana más.',
        },
        {
          type: 'heading',
          text: 'Las cuatro semanas para quien empieza',
        },
        {
          type: 'list',
          items: [
            'Semana 1: aprender la técnica, empezar por el mínimo de series y parar con unas 3 repeticiones en reserva',
            'Semana 2: sumar repeticiones, por ejemplo de 10 a 12',
            'Semana 3: en el máximo del rango, añadir carga (del 2 al 5% en tren superior, del 5 al 10% en tren inferior) y volver al mínimo del rango',
            'Semana 4: mantener la carga y consolidar',
          ],
        },
        {
          type: 'paragraph',
          text: 'En este plan, el nivel novato y principiante mantiene la carga en la cuarta semana en lugar de hacer una semana de descarga. Con sus cargas y niveles de esfuerzo, asentarse en un peso nuevo ya es un progreso.',
        },
        {
          type: 'heading',
          text: 'Las cuatro semanas con más experiencia',
        },
        {
          type: 'paragraph',
          text: 'Para el nivel intermedio y avanzado, la primera semana es la base: las series previstas con 2 o 3 repeticiones en reserva. En la segunda semana, los ejercicios principales suman una serie, con unas 2 repeticiones en reserva. En la tercera, la carga sube entre un 2 y un 10%, con 1 o 2 repeticiones en reserva. La cuarta semana es más ligera.',
        },
        {
          type: 'heading',
          text: 'Por qué ayuda una semana de descarga',
        },
        {
          type: 'paragraph',
          text: 'El entrenamiento duro genera fatiga además de forma física. Una semana más ligera planificada, la llamada descarga, permite que la fatiga baje mientras la forma se mantiene. Las cifras que usa el entrenador son decisiones nuestras, basadas en una encuesta de 2024 sobre cómo hacen la descarga los entrenadores (Rogerson y colaboradores, Sports Medicine - Open), no en un ensayo: entre un 40 y un 50% menos de series, alrededor de un 10% menos de carga y un esfuerzo más suave, con 3 o 4 repeticiones en reserva.',
        },
        {
          type: 'quote',
          text: 'La semana de descarga no es una semana libre. Es la parte del plan que permite empezar el siguiente bloque con energía renovada.',
        },
        {
          type: 'paragraph',
          text: 'Es habitual sentir que una semana más ligera es tiempo perdido. En la práctica es cuando la fatiga acumulada puede disiparse, para que el siguiente bloque arranque desde una base más fresca.',
        },
        {
          type: 'heading',
          text: 'Circuitos y ejercicios con el propio peso',
        },
        {
          type: 'paragraph',
          text: 'Los intervalos y los circuitos progresan de otra manera. El entrenador empieza con una relación de trabajo y descanso de 1:2 y un número base de rondas, pasa a 1:1,5 y una ronda más en la segunda semana, llega a 1:1 y otra ronda más en la tercera, y quita rondas en la cuarta para que sea más ligera. Los ejercicios con el propio peso y con bandas, a los que no se pueden añadir discos, progresan con repeticiones, ritmo o una variante más difícil.',
        },
        {
          type: 'heading',
          text: 'Consejos para seguir el bloque',
        },
        {
          type: 'list',
          items: [
            'Apunta lo que levantaste y cuántas repeticiones te quedaban',
            'Añade carga solo cuando todas las series lleguen al máximo del rango',
            'Mantén ligera la semana ligera, aunque te sientas bien',
            'Después de la cuarta semana, empieza un nuevo bloque desde una base algo más alta',
          ],
        },
        {
          type: 'paragraph',
          text: 'Cuatro semanas son lo bastante cortas para mantener la concentración y lo bastante largas para notar cambios. Encadena unos cuantos bloques y los pequeños pasos se acumulan.',
        },
      ],
    },
    relatedIds: [3, 2, 4],
  },
  {
    id: 9,
    slugs: BLOG_SLUGS[9]!,
    category: 'fitnessTrends',
    date: '2026-10-07',
    readTimeMinutes: 4,
    en: {
      title: 'Training with friends: why group challenges keep you going',
      excerpt:
        'Starting a plan is easy; keeping it going a few weeks in is harder. Training with others gives you a reason to show up. Here is how to set up a group challenge that helps rather than pressures.',
      body: [
        {
          type: 'heading',
          text: 'The problem a few weeks in',
        },
        {
          type: 'paragraph',
          text: 'Few training plans fail on day one. More often they fade a few weeks in, when the novelty has worn off and the results are not yet obvious. The plan has not changed; the motivation has. One of the simplest ways past that point is to stop training alone.',
        },
        {
          type: 'heading',
          text: 'Why company helps',
        },
        {
          type: 'paragraph',
          text: "Training with others turns a private intention into a shared commitment. Skipping a session is easy when nobody notices; it feels different when your friends can see who has ticked off this week's sessions. A group also makes progress visible: you see others finishing their workouts, and they see yours.",
        },
        {
          type: 'paragraph',
          text: 'None of this needs competition. A shared plan, a shared timeline and a simple way to mark what you have done are usually enough.',
        },
        {
          type: 'heading',
          text: 'How group challenges work in Workout Coach',
        },
        {
          type: 'paragraph',
          text: "Every Workout Coach plan has a permanent share link. Once you have generated the plan's four-week progression, you can create a challenge for it: give it a name and, if you like, a description, then send the challenge link to your friends. They join by entering their name. Each participant then ticks off exercises day by day and week by week over the four weeks, and anyone in the group can open a participant's tracker to see how they are doing.",
        },
        {
          type: 'paragraph',
          text: 'Because everyone follows the same plan, there is no debate about who did what. And because it lasts four weeks, it has a clear finish line.',
        },
        {
          type: 'heading',
          text: 'Setting up a challenge that works',
        },
        {
          type: 'list',
          items: [
            "Pick a plan that fits everyone's equipment and schedule",
            'When levels differ, choose a plan made for the least experienced member',
            'Agree on training days in advance',
            'Keep the group small enough that everyone knows each other',
            'Celebrate completed weeks, not just the final result',
          ],
        },
        {
          type: 'heading',
          text: 'Same plan, different bodies',
        },
        {
          type: 'paragraph',
          text: 'A shared plan does not mean everyone has to lift the same weight. Each exercise comes with an effort target in reps in reserve, the number of reps you could still do at the end of a set. A beginner and a more experienced friend can follow the same session, each choosing a load or variation that leaves the right number of reps in reserve for them.',
        },
        {
          type: 'paragraph',
          text: 'If someone in the group has a sore knee, back or shoulder, the shared plan may not suit them. They are better off generating their own plan with the injury in the chat and cheering the others on, or checking with a professional first if there are warning signs such as swelling, a joint that gives way or pain lasting more than four weeks.',
        },
        {
          type: 'heading',
          text: 'Make it part of the week',
        },
        {
          type: 'paragraph',
          text: 'A challenge works best when it fits into routines you already have. Some groups train together on the same evenings; others train separately and check in at the end of the day. Both approaches work, as long as everyone knows what the week holds. Shorter sessions, such as 15 or 30 minutes, make it easier for everyone to keep up, and the plan already fits the session length chosen in the chat.',
        },
        {
          type: 'heading',
          text: 'Keep it friendly',
        },
        {
          type: 'paragraph',
          text: 'Group challenges work best when they support rather than shame. Missing a day is normal. A good group makes it easy to come back: a message, a reminder of the next session, a joke about the hardest exercise. Avoid turning the tracker into a contest over who trains the most. Consistency over four weeks beats one heroic session.',
        },
        {
          type: 'quote',
          text: 'A challenge is not about beating your friends. It is about all of you reaching week four.',
        },
        {
          type: 'heading',
          text: 'After the challenge',
        },
        {
          type: 'paragraph',
          text: 'When the four weeks end, take stock together. Which sessions did everyone enjoy? Which ones felt too long? Rate the plan and leave feedback, so that others can see what worked. Then start again: a new plan from the chat, a new challenge link, and the same friends to keep you going.',
        },
      ],
    },
    es: {
      title: 'Entrenar con amigos: por qué los retos de grupo te ayudan a seguir',
      excerpt:
        'Empezar un plan es fácil; lo difícil es mantenerlo unas semanas después. Entrenar con otras personas te da un motivo para presentarte. Así puedes montar un reto de grupo que ayude en lugar de presionar.',
      body: [
        {
          type: 'heading',
          text: 'El problema de las primeras semanas',
        },
        {
          type: 'paragraph',
          text: 'Pocos planes de entrenamiento fracasan el primer día. Lo más habitual es que se vayan apagando al cabo de unas semanas, cuando la novedad se ha pasado y los resultados aún no se notan. El plan no ha cambiado; la motivación sí. Una de las formas más sencillas de superar ese punto es dejar de entrenar en solitario.',
        },
        {
          type: 'heading',
          text: 'Por qué ayuda la compañía',
        },
        {
          type: 'paragraph',
          text: 'Entrenar con otras personas convierte una intención privada en un compromiso compartido. Saltarse una sesión es fácil cuando nadie se da cuenta; se siente distinto cuando tus amigos pueden ver quién ha marcado las sesiones de esta semana. Un grupo también hace visible el progreso: ves a los demás completar sus entrenamientos y ellos ven los tuyos.',
        },
        {
          type: 'paragraph',
          text: 'Nada de esto requiere competir. Un plan compartido, un calendario compartido y una forma sencilla de marcar lo que has hecho suelen bastar.',
        },
        {
          type: 'heading',
          text: 'Cómo funcionan los retos de grupo en Workout Coach',
        },
        {
          type: 'paragraph',
          text: 'Cada plan de Workout Coach tiene un enlace permanente para compartir. Cuando hayas generado la progresión de cuatro semanas del plan, puedes crear un reto: ponle un nombre y, si quieres, una descripción, y envía el enlace del reto a tus amigos. Se unen escribiendo su nombre. Después, cada participante marca los ejercicios día a día y semana a semana durante las cuatro semanas, y cualquiera del grupo puede abrir el registro de un participante para ver cómo va.',
        },
        {
          type: 'paragraph',
          text: 'Como todos siguen el mismo plan, no hay discusión sobre quién hizo qué. Y como dura cuatro semanas, tiene una meta clara.',
        },
        {
          type: 'heading',
          text: 'Cómo montar un reto que funcione',
        },
        {
          type: 'list',
          items: [
            'Elige un plan que encaje con el equipo y el horario de todos',
            'Si los niveles son distintos, elige un plan pensado para la persona con menos experiencia',
            'Fija con el grupo los días de entrenamiento de antemano',
            'Mantén un grupo lo bastante pequeño para que todos se conozcan',
            'Celebra las semanas completadas, no solo el resultado final',
          ],
        },
        {
          type: 'heading',
          text: 'El mismo plan, cuerpos distintos',
        },
        {
          type: 'paragraph',
          text: 'Un plan compartido no significa que todos tengan que levantar el mismo peso. Cada ejercicio incluye un objetivo de esfuerzo en repeticiones en reserva, las que aún podrías hacer al final de una serie. Una persona principiante y un amigo con más experiencia pueden seguir la misma sesión, cada uno con la carga o la variante que le deje el número adecuado de repeticiones en reserva.',
        },
        {
          type: 'paragraph',
          text: 'Si alguien del grupo tiene molestias en la rodilla, la espalda o el hombro, puede que el plan compartido no le convenga. Es mejor que genere su propio plan indicando la lesión en la conversación y anime a los demás, o que consulte antes a un profesional si hay señales de alarma como hinchazón, una articulación que falla o un dolor que dura más de cuatro semanas.',
        },
        {
          type: 'heading',
          text: 'Que forme parte de la semana',
        },
        {
          type: 'paragraph',
          text: 'Un reto funciona mejor cuando encaja en las rutinas que ya tienes. Algunos grupos entrenan juntos las mismas tardes; otros entrenan por separado y se ponen al día al final de la jornada. Ambas opciones funcionan, siempre que todos sepan qué toca esa semana. Las sesiones más cortas, de 15 o 30 minutos, hacen más fácil que nadie se quede atrás, y el plan ya se ajusta a la duración elegida en la conversación.',
        },
        {
          type: 'heading',
          text: 'Que siga siendo amistoso',
        },
        {
          type: 'paragraph',
          text: 'Los retos de grupo funcionan mejor cuando apoyan en lugar de avergonzar. Faltar un día es normal. Un buen grupo facilita volver: un mensaje, un recordatorio de la próxima sesión, una broma sobre el ejercicio más duro. Evita convertir el registro en una competición por ver quién entrena más. La constancia durante cuatro semanas vale más que una sesión heroica.',
        },
        {
          type: 'quote',
          text: 'Un reto no consiste en ganar a tus amigos. Consiste en que todo el grupo llegue a la cuarta semana.',
        },
        {
          type: 'heading',
          text: 'Después del reto',
        },
        {
          type: 'paragraph',
          text: 'Cuando terminen las cuatro semanas, haz balance con el grupo. ¿Qué sesiones gustaron a todos? ¿Cuáles se hicieron demasiado largas? Valora el plan y deja tu opinión para que otras personas vean qué funcionó. Después, vuelta a empezar: un plan nuevo desde la conversación, un nuevo enlace de reto y los mismos amigos para seguir adelante.',
        },
      ],
    },
    relatedIds: [6, 5, 7],
  },
  {
    id: 10,
    slugs: BLOG_SLUGS[10]!,
    category: 'aiTechnology',
    date: '2026-11-04',
    readTimeMinutes: 4,
    en: {
      title: 'AI-written workout plans: what they can and cannot do safely',
      excerpt:
        'Language models can write a workout plan in seconds, and it often reads well. Reading well and being safe are not the same thing. Here is where AI helps, where it falls short, and how we use it.',
      body: [
        {
          type: 'heading',
          text: 'Fluent is not the same as correct',
        },
        {
          type: 'paragraph',
          text: 'Ask a large language model for a workout plan and you will get something that looks professional: a weekly schedule, sets and reps, encouraging notes. That fluency is useful, but it is also a risk. A model produces text that sounds right. On its own, it does not check that the total fits your thirty minutes, that every muscle is trained twice a week, or that your sore shoulder is not being given behind-the-neck presses.',
        },
        {
          type: 'paragraph',
          text: 'Language models generate likely text from patterns in what they were trained on. They are neither calculators nor clinicians. When a plan comes only from text generation, nothing guarantees that the numbers add up, and advice meant for different goals or levels can end up mixed in one plan.',
        },
        {
          type: 'heading',
          text: 'What AI does well',
        },
        {
          type: 'list',
          items: [
            'Explaining: turning a line such as 3 sets of 8 to 12 at 2 reps in reserve into plain words about how hard a set should feel',
            'Adapting tone and length, from a quick summary to a more detailed overview',
            'Answering follow-up questions about the ideas behind a plan',
            'Writing varied, readable text around a structure that has already been decided',
          ],
        },
        {
          type: 'heading',
          text: 'What AI can get wrong',
        },
        {
          type: 'list',
          items: [
            'Arithmetic: sessions that run well over the time you chose',
            'Balance: splits that train some muscles three times a week and others not at all',
            'Safety: exercises that clash with an injury you mentioned, because a detail was overlooked',
            'Sources: confident claims or figures that no study actually reports',
            'Consistency: different answers to the same question on different days',
          ],
        },
        {
          type: 'paragraph',
          text: 'None of this makes AI useless for training. It means its output needs the same checks a careful coach would apply.',
        },
        {
          type: 'heading',
          text: 'Rules first, language second',
        },
        {
          type: 'paragraph',
          text: 'Workout Coach is built on that principle. Its default coach is rule-based: the training decisions, from sets, reps and rest to the weekly split, session length and injury substitutions, come from written rules based on the ACSM, the NSCA, the WHO and the research of Schoenfeld, Helms and others. It needs no network and no API key, and it produces a complete plan on its own. Because the rules are fixed, the same answers lead to the same structure, and every choice can be traced back to a source, which makes mistakes easier to find and fix.',
        },
        {
          type: 'paragraph',
          text: 'An optional language model can write richer text. When it is used, its exercises are matched to the same catalogue, so they come with the same form cues, drawings and videos, and the same injury rules are applied afterwards. If it fails or returns a plan that does not fit the expected structure, the rule-based coach answers instead.',
        },
        {
          type: 'quote',
          text: 'Let the rules decide what is safe, and let the language model help explain it.',
        },
        {
          type: 'heading',
          text: 'What no generator can do',
        },
        {
          type: 'paragraph',
          text: 'Neither a rule-based coach nor a language model can examine you. Neither knows your medical history, sees your form or notices that you are more tired than usual today. That is why every plan carries the same disclaimer: it is not medical advice, you should consult a physician before starting, and you should stop on pain, dizziness or chest discomfort. Red flags, such as a joint that locks or gives way, large swelling, pain lasting more than four weeks, recent surgery, chest pain or dizziness, mean seeing a professional before following any plan.',
        },
        {
          type: 'heading',
          text: 'How to use any AI plan safely',
        },
        {
          type: 'list',
          items: [
            'Check that each session fits the time you have',
            'Check that each muscle is trained at least twice a week',
            'Compare the sets, reps and rest with published ranges',
            'Make sure the plan avoids movements that hurt you',
            'Treat any figure without a source with caution',
          ],
        },
        {
          type: 'paragraph',
          text: 'AI can make training plans easier to read and more personal in tone. The decisions that keep you safe should still rest on rules that you can inspect.',
        },
      ],
    },
    es: {
      title: 'Planes de entrenamiento escritos por IA: lo que pueden y no pueden hacer con seguridad',
      excerpt:
        'Los modelos de lenguaje pueden escribir un plan de entrenamiento en segundos, y a menudo se lee bien. Leerse bien y ser seguro no es lo mismo. Aquí explicamos dónde ayuda la IA, dónde se queda corta y cómo la usamos.',
      body: [
        {
          type: 'heading',
          text: 'Escribir con fluidez no es acertar',
        },
        {
          type: 'paragraph',
          text: 'Pide un plan de entrenamiento a un gran modelo de lenguaje y obtendrás algo con aspecto profesional: un calendario semanal, series y repeticiones, notas de ánimo. Esa fluidez es útil, pero también es un riesgo. Un modelo produce texto que suena bien. Por sí solo, no comprueba que el total quepa en tus treinta minutos, que cada músculo se entrene dos veces por semana ni evita que a tu hombro dolorido le toque un press tras nuca.',
        },
        {
          type: 'paragraph',
          text: 'Los modelos de lenguaje generan texto probable a partir de patrones de lo que se usó para entrenarlos. No son calculadoras ni profesionales de la salud. Cuando un plan sale solo de la generación de texto, nada garantiza que las cifras cuadren, y en un mismo plan pueden mezclarse consejos pensados para otros objetivos o niveles.',
        },
        {
          type: 'heading',
          text: 'Lo que la IA hace bien',
        },
        {
          type: 'list',
          items: [
            'Explicar: convertir una línea como 3 series de 8 a 12 con 2 repeticiones en reserva en palabras sencillas sobre cuánto debe costar una serie',
            'Adaptar el tono y la extensión, desde un resumen rápido hasta una descripción más detallada',
            'Responder preguntas de seguimiento sobre las ideas que hay detrás de un plan',
            'Redactar textos variados y legibles en torno a una estructura que ya está decidida',
          ],
        },
        {
          type: 'heading',
          text: 'En qué puede equivocarse la IA',
        },
        {
          type: 'list',
          items: [
            'Aritmética: sesiones que se pasan mucho del tiempo que elegiste',
            'Equilibrio: divisiones que entrenan algunos músculos tres veces por semana y otros ninguna',
            'Seguridad: ejercicios que chocan con una lesión que mencionaste, porque se pasó por alto un detalle',
            'Fuentes: afirmaciones o cifras dichas con seguridad que ningún estudio recoge en realidad',
            'Coherencia: respuestas distintas a la misma pregunta en días distintos',
          ],
        },
        {
          type: 'paragraph',
          text: 'Nada de esto hace que la IA sea inútil para entrenar. Significa que su resultado necesita las mismas comprobaciones que aplicaría un entrenador cuidadoso.',
        },
        {
          type: 'heading',
          text: 'Primero las reglas, después el lenguaje',
        },
        {
          type: 'paragraph',
          text: 'Workout Coach se basa en ese principio. Su entrenador por defecto se basa en reglas: las decisiones de entrenamiento, desde las series, las repeticiones y los descansos hasta la división semanal, la duración de la sesión y las sustituciones por lesión, salen de reglas escritas basadas en el ACSM, la NSCA, la OMS y la investigación de Schoenfeld, Helms y otros. No necesita conexión a la red ni clave de API, y crea por sí solo un plan completo. Como las reglas son fijas, las mismas respuestas llevan a la misma estructura y cada decisión puede rastrearse hasta una fuente, lo que facilita encontrar y corregir errores.',
        },
        {
          type: 'paragraph',
          text: 'Un modelo de lenguaje opcional puede redactar un texto más rico. Cuando se usa, sus ejercicios se emparejan con el mismo catálogo, así que llevan las mismas claves de técnica, dibujos y vídeos, y después se aplican las mismas reglas sobre lesiones. Si falla o devuelve un plan que no encaja en la estructura esperada, responde en su lugar el entrenador basado en reglas.',
        },
        {
          type: 'quote',
          text: 'Que las reglas decidan lo que es seguro y que el modelo de lenguaje ayude a explicarlo.',
        },
        {
          type: 'heading',
          text: 'Lo que ningún generador puede hacer',
        },
        {
          type: 'paragraph',
          text: 'Ni un entrenador basado en reglas ni un modelo de lenguaje pueden examinarte. Ninguno conoce tu historial médico, ve tu técnica ni nota que hoy tienes más cansancio de lo habitual. Por eso todos los planes llevan el mismo aviso: no es consejo médico, conviene consultar a un médico antes de empezar y hay que detenerse ante dolor, mareo o molestias en el pecho. Las señales de alarma, como una articulación que se bloquea o falla, una hinchazón importante, un dolor que dura más de cuatro semanas, una cirugía reciente, dolor en el pecho o mareos, significan ver a un profesional antes de seguir cualquier plan.',
        },
        {
          type: 'heading',
          text: 'Cómo usar con seguridad cualquier plan hecho con IA',
        },
        {
          type: 'list',
          items: [
            'Comprueba que cada sesión quepa en el tiempo que tienes',
            'Comprueba que cada músculo se entrene al menos dos veces por semana',
            'Compara las series, las repeticiones y los descansos con los rangos publicados',
            'Asegúrate de que el plan evita los movimientos que te duelen',
            'Desconfía de cualquier cifra sin fuente',
          ],
        },
        {
          type: 'paragraph',
          text: 'La IA puede hacer que los planes de entrenamiento sean más fáciles de leer y más cercanos en el tono. Las decisiones que te mantienen a salvo deberían seguir apoyándose en reglas que puedas revisar.',
        },
      ],
    },
    relatedIds: [1, 7, 4],
  },
];
