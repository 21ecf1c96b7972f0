# salon's own messages in French (see messages.en.ftl). « vous ».

## Seats

seat-name = Joueur { $number }
choose-action = Choisissez une action

## Mail about accounts (people/letters.py): plain text, never HTML

mail-verify-subject = Confirmez votre compte salon
mail-verify-body =
    Bonjour,

    quelqu'un (vous, espérons-le) a créé un compte salon avec cette adresse e-mail.
    Pour le confirmer, ouvrez ce lien (valable une fois, pendant { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }) :

    { $link }

    Si ce n'était pas vous, ne faites rien : le compte est supprimé s'il n'est pas confirmé.
mail-taken-subject = Votre compte salon
mail-taken-body =
    Bonjour,

    quelqu'un (vous, peut-être) a essayé de créer un compte salon avec cette adresse e-mail,
    qui en a déjà un. Rien n'a été modifié. Si vous avez oublié votre mot de passe, choisissez-en
    un nouveau ici :

    { $link }
mail-reset-subject = Choisir un nouveau mot de passe salon
mail-reset-body =
    Bonjour,

    quelqu'un (vous, espérons-le) a demandé un nouveau mot de passe pour le compte salon de cette adresse e-mail.
    Pour le choisir, ouvrez ce lien (valable une fois, pendant { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }) :

    { $link }

    Si ce n'était pas vous, ne faites rien : votre mot de passe reste inchangé.
mail-reset-body-named =
    Bonjour,

    quelqu'un (vous, espérons-le) a demandé un nouveau mot de passe pour le compte salon « { $name } ».
    Pour le choisir, ouvrez ce lien (valable une fois, pendant { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }) :

    { $link }

    Si ce n'était pas vous, ne faites rien : votre mot de passe reste inchangé.
